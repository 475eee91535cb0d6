// @aisle/api's `fetch` that names the banner (`x-banner`): the storefront keeps no copy.
// Its clients take `createApiClient({ banner })`; this stays for hosts handing `fetch` on.
export { bannerFetch } from '@aisle/api'
