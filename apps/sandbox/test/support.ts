import type { RouteName } from '@aisle/api'
import { pathOf, routes } from '@aisle/api'
import { type AppOptions, createApp } from '../src/app.ts'
import { SEEDED_SHOPPERS } from '../src/auth/credentials.ts'
import { type CardRegistration, REGISTRATIONS_COLLECTION } from '../src/card-frame/registrations.ts'
import type { BannerId } from '../src/context.ts'
import { createMemoryStore } from '../src/store/memory-store.ts'
import type { Store } from '../src/store/store.ts'

/** The injected "today": Monday 2 November 2026, 10:00 in New York. */
export const NOW = new Date('2026-11-02T15:00:00.000Z')
export const TODAY = '2026-11-02'
export const BANNERS: readonly BannerId[] = ['greenleaf', 'hilltop', 'copperline']

export interface Call {
  params?: Record<string, string>
  query?: Record<string, string>
  headers?: Record<string, string>
  body?: unknown
  banner?: BannerId
  /** The Authorization header; by default the seeded shopper's, signed in; null sends none. */
  token?: string | null
}

export type Caller = (name: RouteName, call?: Call) => Promise<Response>

/** The seeded shopper's sign-in of a banner (apps/sandbox/README.md "Sign-in"). */
export const credentialsOf = (banner: BannerId) => {
  const shopper = SEEDED_SHOPPERS.find((s) => s.banner === banner)
  if (!shopper) throw new Error(`no seeded shopper in ${banner}`)
  return { email: shopper.email, password: shopper.password }
}

/** Signs the seeded shopper in through the sandbox's own sign-in call; resolves with the token pair. */
export async function signIn(call: Caller, banner: BannerId = 'greenleaf') {
  const response = await call('signIn', { banner, token: null, body: credentialsOf(banner) })
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`)
  return (await response.json()) as { accessToken: string; refreshToken: string; expiresIn: number }
}

/**
 * Tokens of cards the hosted frame registered before the test (README "Card-entry frame"):
 * a Visa 424242…, good through 12/29, ending in the token's last four. Adding a bank card
 * uses one up (src/card-frame/registrations.ts).
 */
export const REGISTERED_TOKENS = ['sandbox-lvt-4242', 'sandbox-lvt-1111', 'sandbox-lvt-9999']

/** Files a registration as the frame would; kept if already there (a reopened file). */
export function registerCard(store: Store, token: string, card: Partial<CardRegistration> = {}) {
  if (store.get(REGISTRATIONS_COLLECTION, token) !== undefined) return
  const registration: CardRegistration = {
    registrationId: token,
    type: 'card',
    brand: 'VISA',
    firstSix: '424242',
    lastFour: token.slice(-4),
    expiry: '12/29',
    createdAt: NOW.toISOString(),
    ...card,
  }
  store.put(REGISTRATIONS_COLLECTION, token, { ...registration })
}

export function sandbox(
  options: { store?: Store; now?: () => Date } & Pick<AppOptions, 'passwords' | 'tokens'> = {},
) {
  const store = options.store ?? createMemoryStore()
  for (const token of REGISTERED_TOKENS) registerCard(store, token)
  const app = createApp({
    store,
    now: options.now ?? (() => NOW),
    sleep: async () => {},
    passwords: options.passwords,
    faultAdmin: true,
    // Long enough that tests moving the clock by hours stay signed in, unless they ask otherwise.
    tokens: { accessTtlSeconds: 2 * 24 * 60 * 60, ...options.tokens },
  })
  const signedIn = new Map<BannerId, Promise<string>>()
  const bearerOf = (banner: BannerId) => {
    let token = signedIn.get(banner)
    if (!token) {
      token = signIn(call, banner).then((pair) => `Bearer ${pair.accessToken}`)
      signedIn.set(banner, token)
    }
    return token
  }
  const call: Caller = async (name, input = {}) => {
    const path = (pathOf as (n: RouteName, p?: Record<string, string>) => string)(
      name,
      input.params,
    )
    const query = new URLSearchParams(input.query ?? {})
    if (input.banner) query.set('banner', input.banner)
    const headers: Record<string, string> = { ...input.headers }
    if (input.token !== null) {
      const banner = input.banner ?? (input.headers?.['x-banner'] as BannerId | undefined)
      // An unknown banner is refused before the token is looked at: no sign-in to do.
      const known = SEEDED_SHOPPERS.some((s) => s.banner === (banner ?? 'greenleaf'))
      headers.authorization =
        input.token ?? (known ? await bearerOf(banner ?? 'greenleaf') : 'Bearer none')
    }
    if (input.body !== undefined) headers['content-type'] = 'application/json'
    const url = `http://sandbox.test${path}${query.size ? `?${query}` : ''}`
    return app.fetch(
      new Request(url, {
        method: routes[name].method,
        headers,
        ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
      }),
    )
  }
  return { store, app, call }
}

const place = {
  greenleaf: { city: 'Cincinnati', state: 'OH', zip: '45202', street: 'Vine St' },
  hilltop: { city: 'Columbus', state: 'OH', zip: '43215', street: 'High St' },
  copperline: { city: 'Louisville', state: 'KY', zip: '40202', street: 'Main St' },
}

export const serviceAddress = (banner: BannerId, line = `950 ${place[banner].street}`) => ({
  addressLines: [line],
  cityTown: place[banner].city,
  stateProvince: place[banner].state,
  postalCode: place[banner].zip,
  countryCode: 'US',
})

const items = [
  { gtin13: '0000000004011', quantity: 2 },
  { gtin13: '0001111000202', quantity: 1 },
]

const billing = (banner: BannerId) => ({
  addressLines: [`128 ${place[banner].street}`],
  cityTown: place[banner].city,
  countryCode: 'US',
  stateProvince: place[banner].state,
  postalCode: place[banner].zip,
})

export const dateTime = { timezone: 'UTC', value: NOW.toISOString() }

export const bankCardBody = (banner: BannerId, token = 'sandbox-lvt-4242') => ({
  dateTime,
  facilityId: '01400101',
  storeId: '01400101',
  defaultCard: false,
  save: true,
  paymentMethod: {
    paymentType: 'CREDIT_CARD',
    billing: billing(banner),
    brand: 'VISA',
    expirationMonth: '12',
    expirationYear: '2029',
    lowValueToken: token,
    cardFirstSix: '424242',
    firstName: 'Avery',
    lastName: 'Quinn',
  },
})

export const promiseBody = {
  modalityType: 'PICKUP',
  optionIds: ['o-0800'],
  items,
  originalWindow: { value: `${TODAY}T08:00:00/${TODAY}T09:00:00`, timezone: 'America/New_York' },
}

export interface Sample {
  call: Call
  /** Calls that make the sample's target exist first. */
  before?: (call: Caller, banner: BannerId) => Promise<unknown>
}

/** One valid request of every route, per banner, against the seed. */
export function sampleOf(name: RouteName, banner: BannerId): Sample {
  const checkoutId = 'checkout-cart'
  const grant = { refreshToken: '' }
  const signInFirst = async (call: Caller) => {
    grant.refreshToken = (await signIn(call, banner)).refreshToken
  }
  const orderSample: Sample = {
    call: { params: { orderId: '' } },
    before: async (call) => {
      if (orderSample.call.params) orderSample.call.params.orderId = await placeOrder(call, banner)
    },
  }
  const finalizeSample: Sample = {
    call: { params: { orderId: '' } },
    before: async (call) => {
      if (finalizeSample.call.params)
        finalizeSample.call.params.orderId = await placeOrder(call, banner)
    },
  }
  const tipSample: Sample = {
    call: { params: { checkoutId }, body: { gratuityAmount: 5 } },
    before: async (call) => {
      if (banner !== 'copperline' || !tipSample.call.params) return
      tipSample.call.params.checkoutId = await deliveryCheckout(call, banner)
    },
  }
  const samples: Record<RouteName, Sample> = {
    health: { call: {} },
    signIn: { call: { token: null, body: credentialsOf(banner) } },
    refreshToken: { call: { token: null, body: grant }, before: signInFirst },
    signOut: { call: { token: null, body: grant }, before: signInFirst },
    legacyAddresses: { call: {} },
    legacyAddAddress: {
      call: {
        body: {
          line1: '12 Elm St',
          city: place[banner].city,
          stateCode: place[banner].state,
          zip: place[banner].zip,
          countryCode: 'US',
          type: 'delivery',
          preferred: false,
        },
      },
    },
    legacyUpdateAddress: {
      call: {
        body: {
          addressId: 'addr-delivery',
          line1: '14 Elm St',
          city: place[banner].city,
          stateCode: place[banner].state,
          zip: place[banner].zip,
          countryCode: 'US',
          type: 'delivery',
          preferred: false,
        },
      },
    },
    legacyRemoveAddress: { call: { body: { addressId: 'addr-delivery' } } },
    legacyValidateAddress: { call: { body: { address: serviceAddress(banner) } } },
    profile: { call: {} },
    addresses: { call: {} },
    addAddress: {
      call: {
        body: {
          addressLine1: '12 Elm St',
          addressType: 'delivery',
          city: place[banner].city,
          stateCode: place[banner].state,
          zip: place[banner].zip,
          countryCode: 'US',
        },
      },
    },
    updateAddress: {
      call: {
        params: { addressId: 'addr-delivery' },
        body: {
          addressId: 'addr-delivery',
          addressLine1: '14 Elm St',
          addressLine2: 'Apt 2',
          addressType: 'Delivery',
          city: place[banner].city,
          stateCode: place[banner].state,
          zip: place[banner].zip,
          countryCode: 'US',
        },
      },
    },
    removeAddress: { call: { params: { addressId: 'addr-delivery' } } },
    communicationPreferences: { call: {} },
    updateCommunicationPreferences: {
      call: {
        body: {
          emailPreferencesCategory: 'Promotions',
          emailPreferences: [{ shortDescription: 'Digital coupons', banner, selected: true }],
        },
      },
    },
    customerPreferences: { call: { query: { projections: 'preferences.full' } } },
    addCustomerPreference: { call: { body: { name: 'geolocationConsent.pay', value: true } } },
    updateCustomerPreference: {
      call: {
        params: { preferenceId: 'pref-geo-modalitySelector' },
        body: { value: true, versionKey: 'v1' },
      },
    },
    communityRewards: { call: { query: { preferredStore: '00101' } } },
    appData: { call: {} },
    checkoutConfiguration: { call: {} },
    memberships: { call: {} },
    storeLocator: { call: { query: { postalCode: '45202' } } },
    preferredStore: { call: {} },
    bannerLogos: { call: {} },
    textContent: { call: { query: { id: 'modality/fulfillment/text', version: '1.0.0' } } },
    emailPreferences: { call: {} },
    updateEmailPreferences: {
      call: {
        body: {
          emailPreferences: [{ shortDescription: 'Weekly Ad', banner, selected: false }],
          token: 'email-token',
        },
      },
    },
    smsOptInStatus: { call: { query: { phoneNumber: '+15135550148', triggerType: 'CLICKLIST' } } },
    updateSmsOptIn: {
      call: { body: { optIn: true, phoneNumber: '+15135550148', triggerType: 'PROMOTIONAL' } },
    },
    transactionalSmsStatus: {
      call: { body: { phoneNumber: '+15135550148', triggerType: 'TRANSACTIONAL' } },
    },
    payment: {
      call: { params: { checkoutId }, query: { includeGiftCardRemainingBalance: 'true' } },
    },
    addCardToOrder: {
      call: {
        body: {
          appName: 'CLICKLIST',
          facilityId: '01400101',
          paymentCard: { id: 'card-visa', lastFourPan: '1881', brand: 'VISA' },
          orderId: checkoutId,
        },
      },
    },
    // The post-order tip is for delivery orders: copperline's cart is a pickup one.
    modifyTip: tipSample,
    validateAddress: { call: { body: { address: serviceAddress(banner) } } },
    validateAddressForModality: {
      call: {
        body: {
          address: { ...serviceAddress(banner, `128 ${place[banner].street}`), countryCode: 'us' },
          modalityType: 'DELIVERY',
        },
      },
    },
    modalityOptions: {
      call: { body: { address: { postalCode: place[banner].zip }, originPage: 'every_page' } },
    },
    modalityPreferences: { call: {} },
    setActiveModality: {
      call: {
        body: {
          id: 'modality-pickup-2',
          modalityType: 'PICKUP',
          destination: { locationId: '01400205' },
          createdDate: NOW.toISOString(),
          source: 'options',
        },
      },
    },
    timeSlots: {
      call: {
        headers: { 'user-time-zone': 'America/New_York' },
        body: {
          modality: {
            type: banner === 'copperline' ? 'PICKUP' : 'DELIVERY',
            destination: { locationId: '01400101' },
          },
          items,
        },
      },
    },
    reserveTimeSlot: {
      call: { body: { quoteId: `q-${banner}-PICKUP-${TODAY}`, optionId: 'o-0800' } },
    },
    createPromise: { call: { body: promiseBody } },
    updatePromise: {
      before: (call) => call('createPromise', { banner, body: promiseBody }),
      call: {
        params: { promiseId: 'promise-1' },
        body: { ...promiseBody, optionIds: ['o-1000'], versionKey: 'v1' },
      },
    },
    promiseFromReservation: {
      before: (call) => call('createPromise', { banner, body: promiseBody }),
      call: { body: { items, versionKey: 'v1' } },
    },
    createCheckout: {
      call: {
        body: {
          buyer: { profileId: 'sandbox-shopper' },
          fulfillment: {},
          lineItems: [
            {
              cart: { gtin13: '0000000004011' },
              quantity: 3,
              substitutionPolicy: 'SHOPPER_CHOICE',
            },
          ],
          modalityType: 'Pickup',
          cartId: 'cart-1',
          properties: { paymentVersion: '2', createOrderPromiseHadFallout: false },
        },
      },
    },
    checkout: { call: { params: { checkoutId } } },
    updateCheckout: { call: { params: { checkoutId }, body: { versionKey: 'v1', payments: [] } } },
    replacements: {
      call: { params: { upc: '0001111000202' }, query: { 'option.validate': 'o-0800' } },
    },
    flashSales: { call: { body: { gtins: ['0004400000303', '0000000004011'] } } },
    products: { call: { body: { gtins: ['0008000000101', '0001111000202'] } } },
    basket: { call: {} },
    updateBasket: { call: { body: { lines: [{ gtin13: '0000000004011', quantity: 3 }] } } },
    catalog: { call: { query: { limit: '4' } } },
    flexContent: { call: { params: { containerId: 'tipping-policy' } } },
    orders: { call: {}, before: placeOrder },
    order: orderSample,
    finalizeCartModification: finalizeSample,
    addCheckoutCard: {
      call: {
        body: {
          card: {
            id: 'checkout-card-1',
            lastFourPan: '4242',
            brand: 'VISA',
            number: '************4242',
          },
          save: false,
        },
      },
    },
    updateCheckoutCard: {
      call: {
        params: { cardId: 'card-visa' },
        body: { card: { id: 'card-visa', lastFourPan: '1881', brand: 'VISA' }, save: true },
      },
    },
    wallet: {
      call: {
        headers: {
          'x-show-snap-card': 'true',
          'x-show-gift-cards': 'true',
          'x-giftcard-balance': 'true',
        },
      },
    },
    addWalletCard: { call: { body: bankCardBody(banner) } },
    editWalletCard: {
      call: {
        body: {
          cardId: 'card-visa',
          dateTime,
          facilityId: '01400101',
          storeId: '01400101',
          defaultCard: true,
          saved: true,
          paymentMethod: {
            paymentType: 'CREDIT_CARD',
            billing: billing(banner),
            brand: 'VISA',
            expirationMonth: '09',
            expirationYear: '2031',
            firstName: 'Avery',
            lastName: 'Quinn',
          },
        },
      },
    },
    deleteWalletCard: { call: { params: { cardId: 'card-mc-expired' } } },
    billingAddresses: { call: {} },
    updateBillingAddress: {
      call: {
        body: {
          address: {
            addressId: 'addr-home',
            addressLine1: `130 ${place[banner].street}`,
            addressType: 'home',
            city: place[banner].city,
            countryCode: 'US',
            preferredAddress: true,
            stateCode: place[banner].state,
            zip: place[banner].zip,
          },
        },
      },
    },
    giftCardBalance: { call: { body: { paymentGram: 'pg-gift-25' } } },
    ebtBalance: {
      call: {
        body: { paymentMethod: { encryptedPin: 'sandbox-pin:1234', paymentgram: 'pg-card-snap' } },
      },
    },
    setDefaultCard: { call: { body: { cardId: 'card-visa' } } },
  }
  const sample = samples[name]
  return { ...sample, call: { ...sample.call, banner } }
}

/** A new delivery checkout of one item; resolves with its id. */
export async function deliveryCheckout(call: Caller, banner: BannerId): Promise<string> {
  const created = await call('createCheckout', {
    banner,
    body: {
      buyer: { profileId: 'sandbox-shopper' },
      fulfillment: {},
      lineItems: [
        { cart: { gtin13: '0000000004011' }, quantity: 2, substitutionPolicy: 'SHOPPER_CHOICE' },
      ],
      modalityType: 'Delivery',
      cartId: 'checkout-cart',
      properties: { paymentVersion: '2', createOrderPromiseHadFallout: false },
    },
  })
  return ((await created.json()) as { id: string }).id
}

/** Places an order as the payment step does: a new checkout, then ACTIVATE; resolves with its id. */
export async function placeOrder(call: Caller, banner: BannerId = 'greenleaf'): Promise<string> {
  const created = await call('createCheckout', {
    banner,
    body: {
      buyer: { profileId: 'sandbox-shopper' },
      fulfillment: {},
      lineItems: [
        { cart: { gtin13: '0000000004011' }, quantity: 3, substitutionPolicy: 'SHOPPER_CHOICE' },
        { cart: { gtin13: '0001111000101' }, quantity: 1, substitutionPolicy: 'SHOPPER_CHOICE' },
      ],
      modalityType: 'Pickup',
      cartId: 'checkout-cart',
      properties: { paymentVersion: '2', createOrderPromiseHadFallout: false },
    },
  })
  const checkout = (await created.json()) as { id: string; versionKey: string }
  const placed = await call('updateCheckout', {
    banner,
    params: { checkoutId: checkout.id },
    body: {
      type: 'ACTIVATE',
      versionKey: checkout.versionKey,
      paymentDetails: { paymentMethods: { bankCards: [{ id: 'card-visa' }] } },
      idempotencyKey: `place-${checkout.id}`,
    },
  })
  if (placed.status !== 200) throw new Error(`placing failed: ${placed.status}`)
  return checkout.id
}
