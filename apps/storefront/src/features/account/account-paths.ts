/**
 * The routes inside the account wrapper (account-area.md §2): the menu's pages and the
 * address forms. Kept apart from the layout so the route table stays small.
 */
export const ACCOUNT_ROUTE_PATHS: ReadonlySet<string> = new Set([
  '/account/dashboard',
  '/account/update',
  '/account/addresses',
  '/account/address',
  '/account/address/:addressId',
  '/account/emailSubscriptions',
  '/mypurchases',
  '/mypurchases/pending/:id',
  '/points/summary',
  '/account/communityrewards',
  '/membership',
  '/myprescriptions',
  '/account/findStore',
])
