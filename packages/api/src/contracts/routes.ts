import type * as z from 'zod/mini'
import { healthSchema } from '../health.js'
import {
  addressEntryResponseSchema,
  addressListResponseSchema,
  addressRemovePayloadSchema,
  addressSavePayloadSchema,
  addressUpdatePayloadSchema,
  legacyAddressListResponseSchema,
  legacyAddressSaveRequestSchema,
  legacyAddressSaveResponseSchema,
} from './address.js'
import {
  addressValidationRequestSchema,
  addressValidationResponseSchema,
  legacyAddressValidationRequestSchema,
  legacyAddressValidationResponseSchema,
  modalityAddressValidationRequestSchema,
  modalityAddressValidationResponseSchema,
} from './address-validation.js'
import {
  refreshTokenRequestSchema,
  signInRequestSchema,
  signOutRequestSchema,
  tokenResponseSchema,
} from './auth.js'
import { bannerLogosResponseSchema } from './banner-logos.js'
import {
  basketQuerySchema,
  basketSchema,
  catalogQuerySchema,
  catalogResponseSchema,
  updateBasketRequestSchema,
} from './basket.js'
import {
  checkoutSchema,
  checkoutUpdateRequestSchema,
  createCheckoutRequestSchema,
} from './checkout.js'
import { emptyResponseSchema } from './common.js'
import {
  communicationPreferencesHeadersSchema,
  emailPreferencesQuerySchema,
  emailPreferencesResponseSchema,
  smsOptInQuerySchema,
  smsOptInStatusResponseSchema,
  smsOptInUpdateRequestSchema,
  smsOptInUpdateResponseSchema,
  updateEmailPreferencesRequestSchema,
} from './communication-preferences.js'
import { communityRewardsQuerySchema, communityRewardsResponseSchema } from './community-rewards.js'
import { checkoutConfigurationSchema } from './configuration.js'
import {
  addCustomerPreferenceRequestSchema,
  customerPreferenceSchema,
  customerPreferencesQuerySchema,
  customerPreferencesResponseSchema,
  updateCustomerPreferenceRequestSchema,
} from './customer-preferences.js'
import { flashSalesRequestSchema, flashSalesResponseSchema } from './flash-sales.js'
import { flexContentResponseSchema } from './flex-content.js'
import { membershipsResponseSchema } from './membership.js'
import {
  modalityOptionsRequestSchema,
  modalityOptionsResponseSchema,
  modalityPreferenceSchema,
  modalityPreferencesResponseSchema,
} from './modality.js'
import { orderSchema, ordersResponseSchema } from './orders.js'
import {
  addCardToOrderRequestSchema,
  checkoutCardRequestSchema,
  checkoutCardResponseSchema,
  getPaymentQuerySchema,
  getPaymentResponseSchema,
  modifyTipRequestSchema,
} from './payment.js'
import { productsRequestSchema, productsResponseSchema } from './products.js'
import { appDataResponseSchema, serviceProfileSchema } from './profile.js'
import {
  createPromiseRequestSchema,
  promiseFromReservationRequestSchema,
  promiseSchema,
  updatePromiseRequestSchema,
} from './promise.js'
import { replacementsQuerySchema, replacementsResponseSchema } from './replacements.js'
import {
  preferredStoreResponseSchema,
  storeLocatorQuerySchema,
  storeLocatorResponseSchema,
} from './store-locator.js'
import { textContentQuerySchema, textContentResponseSchema } from './text-content.js'
import {
  reserveTimeSlotRequestSchema,
  reserveTimeSlotResponseSchema,
  timeSlotsHeadersSchema,
  timeSlotsRequestSchema,
  timeSlotsResponseSchema,
} from './time-slots.js'
import {
  addCardRequestSchema,
  cardResponseSchema,
  ebtBalanceRequestSchema,
  ebtBalanceResponseSchema,
  editCardRequestSchema,
  editCardResponseSchema,
  getBillingAddressesResponseSchema,
  getWalletHeadersSchema,
  getWalletResponseSchema,
  giftCardBalanceRequestSchema,
  giftCardBalanceResponseSchema,
  setDefaultCardRequestSchema,
  updateBillingAddressRequestSchema,
} from './wallet.js'

/** Where the service paths are mounted: the sandbox serves them under /api. */
export const API_BASE = '/api'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface RouteDefinition {
  method: HttpMethod
  /** A path template under API_BASE; `:name` marks a parameter. */
  path: `/${string}`
  request?: z.ZodMiniType
  query?: z.ZodMiniType
  headers?: z.ZodMiniType
  response: z.ZodMiniType
  /** The spec sections the call comes from. */
  specs: readonly string[]
  /**
   * 'spec' when the spec gives method and path; 'path' when it gives the path only;
   * 'ours' when the spec says "not shown" and the choice was made here.
   */
  pathFrom: 'spec' | 'path' | 'ours'
}

const route = <const R extends RouteDefinition>(definition: R): R => definition

/**
 * Every service call of the four specs, once. The sandbox registers a handler per
 * entry and the clients call through it, so neither can drift from the other.
 */
export const routes = {
  health: route({
    method: 'GET',
    path: '/health',
    response: healthSchema,
    specs: ['ARCHITECTURE.md "apps/sandbox"'],
    pathFrom: 'ours',
  }),

  // Sign-in (wallet-flyout.md §1 authConfig; account-area.md §6): the host's calls, not shown
  signIn: route({
    method: 'POST',
    path: '/auth/token',
    request: signInRequestSchema,
    response: tokenResponseSchema,
    specs: ['wallet-flyout.md §1', 'account-area.md §6'],
    pathFrom: 'ours',
  }),
  refreshToken: route({
    method: 'POST',
    path: '/auth/refresh',
    request: refreshTokenRequestSchema,
    response: tokenResponseSchema,
    specs: ['wallet-flyout.md §1'],
    pathFrom: 'ours',
  }),
  signOut: route({
    method: 'POST',
    path: '/auth/signout',
    request: signOutRequestSchema,
    response: emptyResponseSchema,
    specs: ['account-area.md §6'],
    pathFrom: 'ours',
  }),

  // account-area.md §7 "Legacy account-management calls" (paths not shown)
  legacyAddresses: route({
    method: 'GET',
    path: '/accountmanagement/api/addresses',
    response: legacyAddressListResponseSchema,
    specs: ['account-area.md §7'],
    pathFrom: 'ours',
  }),
  legacyAddAddress: route({
    method: 'POST',
    path: '/accountmanagement/api/addresses/add',
    request: legacyAddressSaveRequestSchema,
    response: legacyAddressSaveResponseSchema,
    specs: ['account-area.md §7'],
    pathFrom: 'ours',
  }),
  legacyUpdateAddress: route({
    method: 'POST',
    path: '/accountmanagement/api/addresses/update',
    request: legacyAddressSaveRequestSchema,
    response: legacyAddressSaveResponseSchema,
    specs: ['account-area.md §7'],
    pathFrom: 'ours',
  }),
  legacyRemoveAddress: route({
    method: 'POST',
    path: '/accountmanagement/api/addresses/remove',
    request: addressRemovePayloadSchema,
    response: legacyAddressSaveResponseSchema,
    specs: ['account-area.md §7'],
    pathFrom: 'ours',
  }),
  legacyValidateAddress: route({
    method: 'POST',
    path: '/accountmanagement/api/addresses/validate',
    request: legacyAddressValidationRequestSchema,
    response: legacyAddressValidationResponseSchema,
    specs: ['account-area.md §7'],
    pathFrom: 'ours',
  }),

  // account-area.md §7 "New profile-service operations"; shopping-method-selector.md §7
  profile: route({
    method: 'GET',
    path: '/atlas/v1/customer-profile/v1/profile',
    response: serviceProfileSchema,
    specs: ['account-area.md §7'],
    pathFrom: 'spec',
  }),
  addresses: route({
    method: 'GET',
    path: '/atlas/v1/customer-profile/v1/addresses',
    response: addressListResponseSchema,
    specs: ['account-area.md §7', 'shopping-method-selector.md §7'],
    pathFrom: 'ours',
  }),
  addAddress: route({
    method: 'POST',
    path: '/atlas/v1/customer-profile/v1/addresses',
    request: addressSavePayloadSchema,
    response: addressEntryResponseSchema,
    specs: ['account-area.md §7', 'shopping-method-selector.md §7'],
    pathFrom: 'ours',
  }),
  updateAddress: route({
    method: 'PUT',
    path: '/atlas/v1/customer-profile/v1/addresses/:addressId',
    request: addressUpdatePayloadSchema,
    response: addressEntryResponseSchema,
    specs: ['account-area.md §7', 'shopping-method-selector.md §7'],
    pathFrom: 'ours',
  }),
  removeAddress: route({
    method: 'DELETE',
    path: '/atlas/v1/customer-profile/v1/addresses/:addressId',
    response: emptyResponseSchema,
    specs: ['account-area.md §7', 'shopping-method-selector.md §7'],
    pathFrom: 'ours',
  }),
  communicationPreferences: route({
    method: 'GET',
    path: '/atlas/v1/customer-profile/v1/communication-preferences',
    headers: communicationPreferencesHeadersSchema,
    response: emailPreferencesResponseSchema,
    specs: ['account-area.md §7'],
    pathFrom: 'ours',
  }),
  updateCommunicationPreferences: route({
    method: 'PUT',
    path: '/atlas/v1/customer-profile/v1/communication-preferences',
    headers: communicationPreferencesHeadersSchema,
    request: updateEmailPreferencesRequestSchema,
    response: emailPreferencesResponseSchema,
    specs: ['account-area.md §7'],
    pathFrom: 'ours',
  }),
  customerPreferences: route({
    method: 'GET',
    path: '/atlas/v1/customer-profile/v1/preferences',
    query: customerPreferencesQuerySchema,
    response: customerPreferencesResponseSchema,
    specs: ['shopping-method-selector.md §7', 'checkout.md §7'],
    pathFrom: 'ours',
  }),
  addCustomerPreference: route({
    method: 'POST',
    path: '/atlas/v1/customer-profile/v1/preferences',
    request: addCustomerPreferenceRequestSchema,
    response: customerPreferenceSchema,
    specs: ['shopping-method-selector.md §7', 'checkout.md §7'],
    pathFrom: 'ours',
  }),
  updateCustomerPreference: route({
    method: 'PUT',
    path: '/atlas/v1/customer-profile/v1/preferences/:preferenceId',
    request: updateCustomerPreferenceRequestSchema,
    response: customerPreferenceSchema,
    specs: ['shopping-method-selector.md §7', 'checkout.md §7'],
    pathFrom: 'ours',
  }),

  // account-area.md §7 "Other calls"
  communityRewards: route({
    method: 'GET',
    path: '/accountmanagement/api/community-rewards',
    query: communityRewardsQuerySchema,
    response: communityRewardsResponseSchema,
    specs: ['account-area.md §7'],
    pathFrom: 'ours',
  }),
  // account-area.md §2 "Membership ... when the membership is active"; the item is
  // shopping-method-selector.md §3 "Membership item" (method and path ours)
  memberships: route({
    method: 'GET',
    path: '/atlas/v1/membership/v1/memberships',
    response: membershipsResponseSchema,
    specs: ['account-area.md §2', 'shopping-method-selector.md §3'],
    pathFrom: 'ours',
  }),
  // account-area.md §7 "GET /accountmanagement/api/store-locator and GET
  // /accountmanagement/api/preferred-store (names only)"
  storeLocator: route({
    method: 'GET',
    path: '/accountmanagement/api/store-locator',
    query: storeLocatorQuerySchema,
    response: storeLocatorResponseSchema,
    specs: ['account-area.md §7'],
    pathFrom: 'path',
  }),
  preferredStore: route({
    method: 'GET',
    path: '/accountmanagement/api/preferred-store',
    response: preferredStoreResponseSchema,
    specs: ['account-area.md §7', 'account-area.md §8'],
    pathFrom: 'path',
  }),
  appData: route({
    method: 'GET',
    path: '/accountmanagement/api/app-data',
    response: appDataResponseSchema,
    specs: ['account-area.md §7'],
    pathFrom: 'ours',
  }),
  // checkout.md §2 "Scheduling screen, delivery": the option filter and variant 78ca12
  // need a source the spec does not name; the read, its path and shape are ours
  checkoutConfiguration: route({
    method: 'GET',
    path: '/config/v1/checkout',
    response: checkoutConfigurationSchema,
    specs: ['checkout.md §2'],
    pathFrom: 'ours',
  }),
  // shopping-method-selector.md §7 "Text content": the selector's string table (path ours)
  textContent: route({
    method: 'GET',
    path: '/content/v1/string-tables',
    query: textContentQuerySchema,
    response: textContentResponseSchema,
    specs: ['shopping-method-selector.md §7'],
    pathFrom: 'ours',
  }),
  // account-area.md §3 "Banner logo table": served from the banner registry (path ours)
  bannerLogos: route({
    method: 'GET',
    path: '/accountmanagement/api/banner-logos',
    response: bannerLogosResponseSchema,
    specs: ['account-area.md §3'],
    pathFrom: 'ours',
  }),
  emailPreferences: route({
    method: 'GET',
    path: '/accountmanagement/api/email-preferences',
    query: emailPreferencesQuerySchema,
    response: emailPreferencesResponseSchema,
    specs: ['account-area.md §7', 'checkout.md §7'],
    pathFrom: 'ours',
  }),
  updateEmailPreferences: route({
    method: 'POST',
    path: '/accountmanagement/api/email-preferences',
    request: updateEmailPreferencesRequestSchema,
    response: emailPreferencesResponseSchema,
    specs: ['account-area.md §7', 'checkout.md §7'],
    pathFrom: 'ours',
  }),
  smsOptInStatus: route({
    method: 'GET',
    path: '/accountmanagement/api/sms/opt-in',
    query: smsOptInQuerySchema,
    response: smsOptInStatusResponseSchema,
    specs: ['account-area.md §7', 'checkout.md §7'],
    pathFrom: 'ours',
  }),
  updateSmsOptIn: route({
    method: 'POST',
    path: '/accountmanagement/api/sms/opt-in',
    request: smsOptInUpdateRequestSchema,
    response: smsOptInUpdateResponseSchema,
    specs: ['account-area.md §7', 'checkout.md §7'],
    pathFrom: 'ours',
  }),
  transactionalSmsStatus: route({
    method: 'POST',
    path: '/accountmanagement/api/sms/transactional-status',
    request: smsOptInQuerySchema,
    response: smsOptInStatusResponseSchema,
    specs: ['account-area.md §7'],
    pathFrom: 'ours',
  }),

  // Payment controller paths (account-area.md §7) for the calls of checkout.md §7
  payment: route({
    method: 'GET',
    path: '/payment/v1/checkouts/:checkoutId',
    query: getPaymentQuerySchema,
    response: getPaymentResponseSchema,
    specs: ['account-area.md §7', 'checkout.md §7'],
    pathFrom: 'path',
  }),
  addCardToOrder: route({
    method: 'POST',
    path: '/payment/v1/payments',
    request: addCardToOrderRequestSchema,
    response: getPaymentResponseSchema,
    specs: ['account-area.md §7', 'checkout.md §7'],
    pathFrom: 'path',
  }),
  modifyTip: route({
    method: 'PUT',
    path: '/payment/v1/modifytip/:checkoutId',
    request: modifyTipRequestSchema,
    response: emptyResponseSchema,
    specs: ['account-area.md §7'],
    pathFrom: 'path',
  }),

  // shopping-method-selector.md §7 (methods and paths not shown)
  validateAddress: route({
    method: 'POST',
    path: '/atlas/v1/address-validation/v1/validate',
    request: addressValidationRequestSchema,
    response: addressValidationResponseSchema,
    specs: ['shopping-method-selector.md §7'],
    pathFrom: 'ours',
  }),
  validateAddressForModality: route({
    method: 'POST',
    path: '/atlas/v1/address-validation/v1/validate-for-modality',
    request: modalityAddressValidationRequestSchema,
    response: modalityAddressValidationResponseSchema,
    specs: ['shopping-method-selector.md §7'],
    pathFrom: 'ours',
  }),
  modalityOptions: route({
    method: 'POST',
    path: '/atlas/v1/modality/v1/options',
    request: modalityOptionsRequestSchema,
    response: modalityOptionsResponseSchema,
    specs: ['shopping-method-selector.md §7'],
    pathFrom: 'ours',
  }),
  modalityPreferences: route({
    method: 'GET',
    path: '/atlas/v1/modality/v1/preferences',
    response: modalityPreferencesResponseSchema,
    specs: ['shopping-method-selector.md §7'],
    pathFrom: 'ours',
  }),
  setActiveModality: route({
    method: 'POST',
    path: '/atlas/v1/modality/v1/preferences',
    request: modalityPreferenceSchema,
    response: modalityPreferenceSchema,
    specs: ['shopping-method-selector.md §7', 'checkout.md §7'],
    pathFrom: 'ours',
  }),
  timeSlots: route({
    method: 'POST',
    path: '/fulfillment/api/timeslots',
    headers: timeSlotsHeadersSchema,
    request: timeSlotsRequestSchema,
    response: timeSlotsResponseSchema,
    specs: ['shopping-method-selector.md §7', 'checkout.md §7'],
    pathFrom: 'ours',
  }),
  reserveTimeSlot: route({
    method: 'POST',
    path: '/fulfillment/api/timeslots/reserve',
    request: reserveTimeSlotRequestSchema,
    response: reserveTimeSlotResponseSchema,
    specs: ['checkout.md §7'],
    pathFrom: 'path',
  }),
  createPromise: route({
    method: 'POST',
    path: '/fulfillment/v4/promises',
    request: createPromiseRequestSchema,
    response: promiseSchema,
    specs: ['shopping-method-selector.md §7', 'checkout.md §7'],
    pathFrom: 'ours',
  }),
  updatePromise: route({
    method: 'PUT',
    path: '/fulfillment/v4/promises/:promiseId',
    request: updatePromiseRequestSchema,
    response: promiseSchema,
    specs: ['checkout.md §7'],
    pathFrom: 'ours',
  }),
  promiseFromReservation: route({
    method: 'POST',
    path: '/fulfillment/v4/promises/from-reservation',
    request: promiseFromReservationRequestSchema,
    response: promiseSchema,
    specs: ['checkout.md §7'],
    pathFrom: 'ours',
  }),

  // checkout.md §7
  createCheckout: route({
    method: 'POST',
    path: '/checkout/v2/checkouts',
    request: createCheckoutRequestSchema,
    response: checkoutSchema,
    specs: ['checkout.md §7'],
    pathFrom: 'ours',
  }),
  checkout: route({
    method: 'GET',
    path: '/checkout/v2/checkouts/:checkoutId',
    response: checkoutSchema,
    specs: ['checkout.md §7'],
    pathFrom: 'ours',
  }),
  /** Fulfillment, line items, payments, promo, tip, ACTIVATE and MODIFY: `checkoutUpdateKindOf`. */
  updateCheckout: route({
    method: 'PUT',
    path: '/checkout/v2/checkouts/:checkoutId',
    request: checkoutUpdateRequestSchema,
    response: checkoutSchema,
    specs: ['checkout.md §7'],
    pathFrom: 'ours',
  }),
  replacements: route({
    method: 'GET',
    path: '/scheduling/api/replacements/:upc',
    query: replacementsQuerySchema,
    response: replacementsResponseSchema,
    specs: ['checkout.md §7'],
    pathFrom: 'ours',
  }),
  products: route({
    method: 'POST',
    path: '/products/v1/products-by-upcs',
    request: productsRequestSchema,
    response: productsResponseSchema,
    specs: ['checkout.md §7'],
    pathFrom: 'ours',
  }),
  flashSales: route({
    method: 'POST',
    path: '/promotions/v1/flash-sales',
    request: flashSalesRequestSchema,
    response: flashSalesResponseSchema,
    specs: ['checkout.md §7'],
    pathFrom: 'ours',
  }),
  addCheckoutCard: route({
    method: 'POST',
    path: '/checkout/api/s/cards',
    request: checkoutCardRequestSchema,
    response: checkoutCardResponseSchema,
    specs: ['checkout.md §7'],
    pathFrom: 'path',
  }),
  updateCheckoutCard: route({
    method: 'PUT',
    path: '/checkout/api/s/cards/:cardId',
    request: checkoutCardRequestSchema,
    response: checkoutCardResponseSchema,
    specs: ['checkout.md §7'],
    pathFrom: 'path',
  }),

  // wallet-flyout.md §7 (methods and paths given)
  wallet: route({
    method: 'GET',
    path: '/payment/v2/wallet',
    headers: getWalletHeadersSchema,
    response: getWalletResponseSchema,
    specs: ['wallet-flyout.md §7'],
    pathFrom: 'spec',
  }),
  /** Bank card, SNAP EBT card and gift card: `addCardKindOf`. */
  addWalletCard: route({
    method: 'POST',
    path: '/payment/v2/wallet',
    request: addCardRequestSchema,
    response: cardResponseSchema,
    specs: ['wallet-flyout.md §7', 'checkout.md §7'],
    pathFrom: 'spec',
  }),
  editWalletCard: route({
    method: 'PUT',
    path: '/payment/v2/wallet',
    request: editCardRequestSchema,
    response: editCardResponseSchema,
    specs: ['wallet-flyout.md §7'],
    pathFrom: 'spec',
  }),
  deleteWalletCard: route({
    method: 'DELETE',
    path: '/payment/v2/wallet/:cardId',
    response: emptyResponseSchema,
    specs: ['wallet-flyout.md §7'],
    pathFrom: 'spec',
  }),
  billingAddresses: route({
    method: 'GET',
    path: '/payment/v2/wallet/account/billing',
    response: getBillingAddressesResponseSchema,
    specs: ['wallet-flyout.md §7'],
    pathFrom: 'spec',
  }),
  updateBillingAddress: route({
    method: 'PUT',
    path: '/payment/v2/wallet/account/billing',
    request: updateBillingAddressRequestSchema,
    response: emptyResponseSchema,
    specs: ['wallet-flyout.md §7'],
    pathFrom: 'spec',
  }),
  giftCardBalance: route({
    method: 'POST',
    path: '/payment/v2/wallet/gift-card/balance',
    request: giftCardBalanceRequestSchema,
    response: giftCardBalanceResponseSchema,
    specs: ['wallet-flyout.md §7'],
    pathFrom: 'spec',
  }),
  ebtBalance: route({
    method: 'POST',
    path: '/payment/v2/wallet/cards/ebt/balance',
    request: ebtBalanceRequestSchema,
    response: ebtBalanceResponseSchema,
    specs: ['wallet-flyout.md §7'],
    pathFrom: 'spec',
  }),
  setDefaultCard: route({
    method: 'PUT',
    path: '/payment/v2/wallet/cards/defaults',
    request: setDefaultCardRequestSchema,
    response: emptyResponseSchema,
    specs: ['wallet-flyout.md §7'],
    pathFrom: 'spec',
  }),
  // checkout.md §7 "Basket delete or update" (method, path and response not shown)
  basket: route({
    method: 'GET',
    path: '/cart/v1/basket',
    query: basketQuerySchema,
    response: basketSchema,
    specs: ['checkout.md §7'],
    pathFrom: 'ours',
  }),
  updateBasket: route({
    method: 'PUT',
    path: '/cart/v1/basket',
    request: updateBasketRequestSchema,
    response: basketSchema,
    specs: ['checkout.md §7'],
    pathFrom: 'ours',
  }),
  // checkout.md §4 "Modify submit": after a rejected or pending modify the cart
  // modification is finalized (call not shown; ours)
  finalizeCartModification: route({
    method: 'PUT',
    path: '/cart/v1/basket/modify/:orderId/finalize',
    response: emptyResponseSchema,
    specs: ['checkout.md §4'],
    pathFrom: 'ours',
  }),
  // checkout.md §7 "Tipping policy content": a flex container by id (path ours)
  flexContent: route({
    method: 'GET',
    path: '/content/v1/flex-containers/:containerId',
    response: flexContentResponseSchema,
    specs: ['checkout.md §7'],
    pathFrom: 'ours',
  }),
  // The products a shopper browses on the home page (no spec call; ours)
  catalog: route({
    method: 'GET',
    path: '/products/v1/catalog',
    query: catalogQuerySchema,
    response: catalogResponseSchema,
    specs: ['checkout.md §2'],
    pathFrom: 'ours',
  }),
  // The shopper's placed orders for /mypurchases (checkout.md §2 "Other links"; calls ours)
  orders: route({
    method: 'GET',
    path: '/orders/v1/orders',
    response: ordersResponseSchema,
    specs: ['checkout.md §2'],
    pathFrom: 'ours',
  }),
  order: route({
    method: 'GET',
    path: '/orders/v1/orders/:orderId',
    response: orderSchema,
    specs: ['checkout.md §2'],
    pathFrom: 'ours',
  }),
} as const satisfies Record<string, RouteDefinition>

export type Routes = typeof routes
export type RouteName = keyof Routes

/** The `:name` parameters of a path template. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

export type ParamsOf<N extends RouteName> = Record<PathParams<Routes[N]['path']>, string>

type ParamsArgument<N extends RouteName> = [PathParams<Routes[N]['path']>] extends [never]
  ? []
  : [params: ParamsOf<N>]

/** The path of a call with its parameters filled in (URI-encoded), under API_BASE. */
export function pathOf<N extends RouteName>(name: N, ...args: ParamsArgument<N>): string {
  const params: Partial<Record<string, string>> = args[0] ?? {}
  const path = routes[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key]
    if (value === undefined || value === '') {
      throw new Error(`Route "${name}" needs a value for :${key}`)
    }
    return encodeURIComponent(value)
  })
  return `${API_BASE}${path}`
}

export interface RouteMatch {
  name: RouteName
  params: Record<string, string>
}

/**
 * The call a method and path (under API_BASE) belong to. A static segment wins over
 * a parameter, so `/payment/v2/wallet/account/billing` is never a card id.
 */
export function matchRoute(method: string, url: string): RouteMatch | undefined {
  if (!url.startsWith(`${API_BASE}/`)) return undefined
  const segments = url.slice(API_BASE.length).split('?')[0]?.split('/') ?? []
  let best: { match: RouteMatch; statics: number } | undefined
  for (const name of Object.keys(routes) as RouteName[]) {
    const definition: RouteDefinition = routes[name]
    if (definition.method !== method.toUpperCase()) continue
    const template = definition.path.split('/')
    if (template.length !== segments.length) continue
    const params: Record<string, string> = {}
    let statics = 0
    let matches = true
    for (const [index, part] of template.entries()) {
      const segment = segments[index] ?? ''
      if (part.startsWith(':')) {
        if (segment === '') matches = false
        else params[part.slice(1)] = decodeURIComponent(segment)
      } else if (part === segment) statics += 1
      else matches = false
      if (!matches) break
    }
    if (matches && (best === undefined || statics > best.statics)) {
      best = { match: { name, params }, statics }
    }
  }
  return best?.match
}
