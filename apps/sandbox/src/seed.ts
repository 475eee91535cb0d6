/**
 * The sandbox's sample data, per banner (greenleaf, hilltop, copperline). Applied on
 * first start by `applySeed`, which records SEED_VERSION and does nothing the next
 * time, so data written afterwards survives restarts. Dates that must move with
 * "today" (time slots) are stored as day offsets and resolved per request.
 * No full card number or PIN is ever stored: last four, first six, brand, expiry
 * and tokens only.
 */
import type {
  BannerRecord,
  CustomerPreference,
  ModalityPreference,
  ServiceAddressEntry,
  ServiceProfile,
  WalletServiceCard,
} from '@aisle/api'
import { banners } from '@aisle/api'
import type { BannerId } from './context.ts'
import { scopeOf } from './context.ts'
import type { Store } from './store/store.ts'

export const SEED_VERSION = 1
/** The seeded shopper of every banner; signs in with `SEEDED_SHOPPERS` (auth/credentials.ts). */
export const SHOPPER_ID = 'sandbox-shopper'
/** The seeded cart's checkout. */
export const SEED_CHECKOUT_ID = 'checkout-cart'
/** The outside delivery vendor of the banner registry (`customerService.byDeliveryVendor`). */
export const OUTSIDE_VENDOR = { id: 'courier-partner', name: 'Courier Partner' }

export interface StoreLocation {
  locationId: string
  vanityName: string
  banner: string
  address: ServiceAddressEntry['address']
  distance: number
  isLocker?: boolean
  crossBanner?: { webUrl: string; linkText: string }
  isOpen: boolean
  openText: string
  fulfillment: string[]
}

export interface CatalogItem {
  gtin13: string
  description: string
  price: number
  ebtEligible: boolean
  taxable: boolean
  available: boolean
  ageRestricted?: boolean
  /** An age-restricted item's own minimum age; without it the order asks for 21 (checkout.md §2, §5). */
  minimumAge?: number
  similar?: string[]
  flashSale?: { percentOff: number; maxQuantity: number; couponId: string; category: string }
}

export interface SlotTime {
  start: string
  end: string
  cost: number
  waiver?: number
  vendor?: boolean
  express?: boolean
  incentive?: string
}

export interface SlotPlan {
  modality: 'PICKUP' | 'DELIVERY'
  /** Days from today (0-6) without slots. */
  unavailableDays: number[]
  times: SlotTime[]
  membership?: { type: 'BST' | 'BSTL'; freeThreshold: number }
}

interface BannerPlace {
  division: string
  city: string
  state: string
  zip: string
  street: string
  county: string
  cross: BannerId
}

const places: Record<BannerId, BannerPlace> = {
  greenleaf: {
    division: '014',
    city: 'Cincinnati',
    state: 'OH',
    zip: '45202',
    street: 'Vine St',
    county: 'Hamilton',
    cross: 'hilltop',
  },
  hilltop: {
    division: '016',
    city: 'Columbus',
    state: 'OH',
    zip: '43215',
    street: 'High St',
    county: 'Franklin',
    cross: 'greenleaf',
  },
  copperline: {
    division: '024',
    city: 'Louisville',
    state: 'KY',
    zip: '40202',
    street: 'Main St',
    county: 'Jefferson',
    cross: 'greenleaf',
  },
}

const bannerOf = (id: BannerId): BannerRecord => {
  const found = banners.find((banner) => banner.id === id)
  if (!found) throw new Error(`No banner ${id}`)
  return found
}

export const storeIdOf = (banner: BannerId, n: number) =>
  `${places[banner].division}${String(n).padStart(5, '0')}`

function storesOf(banner: BannerId): StoreLocation[] {
  const place = places[banner]
  const record = bannerOf(banner)
  const cross = bannerOf(place.cross)
  const at = (n: number, street: string) => ({
    addressLines: [`${n} ${street}`],
    cityTown: place.city,
    stateProvince: place.state,
    postalCode: place.zip,
    countryCode: 'US',
    county: place.county,
  })
  return [
    {
      locationId: storeIdOf(banner, 101),
      vanityName: `${record.title} ${place.street.split(' ')[0]}`,
      banner,
      address: at(410, place.street),
      distance: 0.82,
      isOpen: true,
      openText: 'Open until 11 pm',
      fulfillment: ['PICKUP', 'IN_STORE', 'DELIVERY'],
    },
    {
      locationId: storeIdOf(banner, 205),
      vanityName: `${record.title} Riverside`,
      banner,
      address: at(2250, 'River Rd'),
      distance: 2.357,
      isOpen: true,
      openText: 'Open 24 hours',
      fulfillment: ['PICKUP', 'IN_STORE'],
    },
    {
      locationId: storeIdOf(banner, 330),
      vanityName: `${record.title} Pickup Lockers`,
      banner,
      address: at(75, 'Station Ave'),
      distance: 3.1,
      isLocker: true,
      isOpen: true,
      openText: 'Lockers open 6 am to 10 pm',
      fulfillment: ['PICKUP'],
    },
    {
      locationId: storeIdOf(banner, 487),
      vanityName: `${record.title} Northgate`,
      banner,
      address: at(9001, 'Northgate Blvd'),
      distance: 12.64,
      isOpen: false,
      openText: 'Opens at 7 am',
      fulfillment: ['PICKUP', 'IN_STORE'],
    },
    {
      locationId: `${places[place.cross].division}00550`,
      vanityName: `${cross.title} Crossroads`,
      banner: cross.id,
      address: at(550, 'Crossroads Way'),
      distance: 4.48,
      crossBanner: { webUrl: `https://www.${cross.domain}/`, linkText: `Shop at ${cross.title}` },
      isOpen: true,
      openText: 'Open until 10 pm',
      fulfillment: ['PICKUP', 'IN_STORE'],
    },
  ]
}

/**
 * The catalog: EBT food, age-restricted items (wine at the default minimum of 21, a cough
 * syrup that gives its own, 18), an unavailable item and its similar items, a flash sale.
 */
export const CATALOG: readonly CatalogItem[] = [
  {
    gtin13: '0000000004011',
    description: 'Bananas, 1 lb',
    price: 0.59,
    ebtEligible: true,
    taxable: false,
    available: true,
  },
  {
    // Sorted among the home page's first products, so a shopper can add it there.
    gtin13: '0000300000108',
    description: 'Cough syrup DM, 4 oz',
    price: 7.49,
    ebtEligible: false,
    taxable: true,
    available: true,
    ageRestricted: true,
    minimumAge: 18,
  },
  {
    gtin13: '0001111000101',
    description: 'Whole wheat bread, 20 oz',
    price: 3.49,
    ebtEligible: true,
    taxable: false,
    available: true,
  },
  {
    gtin13: '0008000000101',
    description: 'Cabernet Sauvignon, 750 ml',
    price: 12.99,
    ebtEligible: false,
    taxable: true,
    available: true,
    ageRestricted: true,
  },
  {
    gtin13: '0001111000202',
    description: 'Oat milk, 64 oz',
    price: 4.29,
    ebtEligible: true,
    taxable: false,
    available: false,
    similar: ['0001111000203', '0001111000204', '0001111000205', '0001111000206', '0001111000207'],
  },
  {
    gtin13: '0001111000203',
    description: 'Almond milk, 64 oz',
    price: 3.99,
    ebtEligible: true,
    taxable: false,
    available: true,
  },
  {
    gtin13: '0001111000204',
    description: 'Soy milk, 64 oz',
    price: 3.79,
    ebtEligible: true,
    taxable: false,
    available: true,
  },
  {
    gtin13: '0001111000205',
    description: 'Oat milk barista, 32 oz',
    price: 4.49,
    ebtEligible: true,
    taxable: false,
    available: true,
  },
  {
    gtin13: '0001111000206',
    description: 'Coconut milk, 64 oz',
    price: 4.19,
    ebtEligible: true,
    taxable: false,
    available: false,
  },
  {
    gtin13: '0001111000207',
    description: 'Oat milk, unsweetened, 64 oz',
    price: 4.39,
    ebtEligible: true,
    taxable: false,
    available: true,
  },
  {
    gtin13: '0004400000303',
    description: 'Strawberries, 1 lb',
    price: 4.99,
    ebtEligible: true,
    taxable: false,
    available: true,
    flashSale: { percentOff: 25, maxQuantity: 4, couponId: 'FLASH-BERRY-25', category: 'Produce' },
  },
  {
    gtin13: '0003700000404',
    description: 'Paper towels, 6 rolls',
    price: 8.99,
    ebtEligible: false,
    taxable: true,
    available: true,
  },
]

export const catalogItem = (gtin: string) => CATALOG.find((item) => item.gtin13 === gtin)

const pickupTimes: SlotTime[] = [
  { start: '08:00', end: '09:00', cost: 0 },
  { start: '10:00', end: '11:00', cost: 1.95 },
  { start: '13:00', end: '14:00', cost: 2.95, incentive: 'Save $1 at this time' },
  { start: '17:00', end: '18:00', cost: 4.95 },
]

const deliveryTimes: SlotTime[] = [
  { start: '09:00', end: '11:00', cost: 3.95 },
  { start: '11:00', end: '13:00', cost: 7.95, waiver: -3.5 },
  { start: '14:00', end: '16:00', cost: 9.95 },
  { start: '16:00', end: '17:00', cost: 11.95, express: true },
  { start: '18:00', end: '20:00', cost: 6.99, vendor: true },
]

function slotPlansOf(banner: BannerId): SlotPlan[] {
  const record = bannerOf(banner)
  const plans: SlotPlan[] = []
  const membership =
    banner === 'greenleaf'
      ? { type: 'BST' as const, freeThreshold: 35 }
      : banner === 'copperline'
        ? { type: 'BSTL' as const, freeThreshold: 50 }
        : undefined
  if (record.modalityCapabilities.PICKUP) {
    plans.push({
      modality: 'PICKUP',
      unavailableDays: [2],
      times: pickupTimes,
      ...(membership ? { membership } : {}),
    })
  }
  if (record.modalityCapabilities.DELIVERY) {
    plans.push({
      modality: 'DELIVERY',
      unavailableDays: [2, 5],
      times: deliveryTimes,
      ...(membership ? { membership } : {}),
    })
  }
  return plans
}

function profileOf(banner: BannerId): Omit<ServiceProfile, 'contactInfo'> & {
  contactInfo: Omit<ServiceProfile['contactInfo'], 'addresses'>
} {
  return {
    id: SHOPPER_ID,
    firstName: 'Avery',
    lastName: 'Quinn',
    loyaltyCardNumber: '4000123456789',
    created: '2021-03-14T15:09:26.000Z',
    relevantAdsOptIn: true,
    contactInfo: {
      phones: [
        { type: 'MOBILE', number: { original: '+15135550148' }, verified: true },
        { type: 'HOME', number: { original: '+15135550199' } },
      ],
      emails: [{ address: 'avery.quinn@example.com', isVerified: true }],
    },
    bannerSpecificDetails: banners.map((b) => ({
      banner: b.id,
      preferredStoreNumber: storeIdOf(b.id as BannerId, 101).slice(3),
      preferredStoreDivisionNumber: places[b.id as BannerId].division,
      communityRewardsEnabled: b.id === banner,
    })),
  }
}

function addressesOf(banner: BannerId): ServiceAddressEntry[] {
  const place = places[banner]
  const modified = { value: '2025-09-01T12:00:00.000Z' }
  return [
    {
      id: 'addr-home',
      type: 'home',
      preferredAddress: true,
      label: 'Home',
      location: { lat: 39.1031, lng: -84.512 },
      address: {
        addressLines: [`128 ${place.street}`],
        cityTown: place.city,
        stateProvince: place.state,
        postalCode: place.zip,
        countryCode: 'US',
        county: place.county,
      },
      modified,
    },
    {
      id: 'addr-delivery',
      type: 'delivery',
      preferredAddress: false,
      label: 'Work',
      notes: 'Front desk, ask for Avery',
      address: {
        addressLines: ['Suite 400', `36 ${place.street}`],
        cityTown: place.city,
        stateProvince: place.state,
        postalCode: place.zip,
        countryCode: 'US',
      },
      modified,
    },
  ]
}

function homeAddressOf(banner: BannerId): ServiceAddressEntry['address'] {
  const [home] = addressesOf(banner)
  if (home === undefined) throw new Error('The seed has a home address')
  return home.address
}

function cardsOf(): WalletServiceCard[] {
  const billing = (banner: BannerId) => ({
    addressLines: [`128 ${places[banner].street}`],
    cityTown: places[banner].city,
    countryCode: 'US' as const,
    stateProvince: places[banner].state,
    postalCode: places[banner].zip,
  })
  return [
    {
      id: 'card-visa',
      versionKey: 'v1',
      cardType: 'CREDIT_CARD',
      brand: 'VISA',
      lastFourPan: '1881',
      bin: '411111',
      expirationMonth: '08',
      expirationYear: '2030',
      defaultApplications: ['CLICKLIST', 'MEMBERSHIP'],
      default: true,
      description: 'Visa ending in 1881',
      fraudToken: 'fraud-token-visa',
      paymentGram: 'pg-card-visa',
      vaultCardId: 'vault-visa',
      firstName: 'Avery',
      lastName: 'Quinn',
      address: billing('greenleaf'),
      lastUpdatedTimestamp: '2025-09-01T12:00:00.000Z',
    },
    {
      id: 'card-mc-expired',
      versionKey: 'v1',
      cardType: 'CREDIT_CARD',
      brand: 'MASTERCARD',
      lastFourPan: '4444',
      bin: '555555',
      expirationMonth: '01',
      expirationYear: '2024',
      defaultApplications: [],
      default: false,
      description: 'Mastercard ending in 4444',
      paymentGram: 'pg-card-mc',
      firstName: 'Avery',
      lastName: 'Quinn',
      address: billing('greenleaf'),
    },
    {
      id: 'card-snap',
      versionKey: 'v1',
      cardType: 'EBT_CARD',
      brand: 'EBT',
      lastFourPan: '0019',
      bin: '507600',
      expirationMonth: '',
      expirationYear: '',
      description: 'SNAP EBT ending in 0019',
      paymentGram: 'pg-card-snap',
    },
    {
      id: 'card-gift-25',
      versionKey: 'v1',
      cardType: 'GIFT_CARD',
      brand: 'NONE',
      lastFourPan: '2500',
      expirationMonth: '',
      expirationYear: '',
      balance: 'USD 25.00',
      description: 'Gift card ending in 2500',
      paymentGram: 'pg-gift-25',
    },
    {
      id: 'card-gift-empty',
      versionKey: 'v1',
      cardType: 'GIFT_CARD',
      brand: 'NONE',
      lastFourPan: '0000',
      expirationMonth: '',
      expirationYear: '',
      balance: 'USD 0.00',
      description: 'Gift card ending in 0000',
      paymentGram: 'pg-gift-empty',
    },
  ]
}

function customerPreferencesOf(): CustomerPreference[] {
  return [
    {
      id: 'pref-geo-findAStore',
      name: 'geolocationConsent.findAStore',
      value: true,
      userSet: true,
      versionKey: 'v1',
    },
    {
      id: 'pref-geo-modalitySelector',
      name: 'geolocationConsent.modalitySelector',
      value: false,
      userSet: false,
      versionKey: 'v1',
    },
  ]
}

function modalityPreferencesOf(banner: BannerId): ModalityPreference[] {
  const preferences: ModalityPreference[] = [
    {
      id: 'modality-pickup',
      modalityType: 'PICKUP',
      destination: { locationId: storeIdOf(banner, 101) },
      createdDate: '2025-09-01T12:00:00.000Z',
      source: 'options',
    },
  ]
  if (bannerOf(banner).modalityCapabilities.DELIVERY) {
    preferences.push({
      id: 'modality-delivery',
      modalityType: 'DELIVERY',
      destination: { address: homeAddressOf(banner) },
      createdDate: '2025-09-02T12:00:00.000Z',
      source: 'options',
    })
  }
  return preferences
}

export interface EmailPreferencesDoc {
  preferenceSets: Array<{
    emailPreferencesCategory: string
    emailPreferences: Array<{
      shortDescription: string
      longDescription?: string
      banner: string
      selected: boolean
    }>
  }>
}

function emailPreferencesOf(banner: BannerId): EmailPreferencesDoc {
  const record = bannerOf(banner)
  return {
    preferenceSets: [
      {
        emailPreferencesCategory: 'Weekly Ad',
        emailPreferences: [
          {
            shortDescription: 'Weekly Ad',
            longDescription: `${record.title} weekly deals`,
            banner,
            selected: true,
          },
        ],
      },
      {
        emailPreferencesCategory: 'Promotions',
        emailPreferences: [
          { shortDescription: 'Digital coupons', banner, selected: false },
          { shortDescription: 'Recipes and tips', banner, selected: true },
        ],
      },
    ],
  }
}

/** The seeded cart, as the input of a checkout. */
export interface CartLine {
  gtin13: string
  quantity: number
  flashSale?: boolean
}

export const SEED_CART: readonly CartLine[] = [
  { gtin13: '0000000004011', quantity: 6 },
  { gtin13: '0001111000101', quantity: 1 },
  { gtin13: '0008000000101', quantity: 1 },
  { gtin13: '0001111000202', quantity: 2 },
  { gtin13: '0004400000303', quantity: 2, flashSale: true },
  { gtin13: '0003700000404', quantity: 1 },
]

/** True once the seed has been applied to this store. */
export function isSeeded(store: Store): boolean {
  return store.get('meta', 'seed') === SEED_VERSION
}

/**
 * Writes the sample data of every banner unless this store already has it. The
 * checkout of the seeded cart is built by the checkout module (`seedCheckout`),
 * so its summary comes from the same arithmetic as any other.
 */
export function applySeed(
  store: Store,
  seedCheckout: (store: Store, banner: BannerId) => void,
): boolean {
  if (isSeeded(store)) return false
  store.transaction(() => {
    for (const banner of ['greenleaf', 'hilltop', 'copperline'] as const) {
      const shared = scopeOf(store, banner, '*')
      for (const location of storesOf(banner)) shared.put('stores', location.locationId, location)
      for (const item of CATALOG) shared.put('catalog', item.gtin13, item)
      for (const plan of slotPlansOf(banner)) shared.put('slotPlans', plan.modality, plan)

      const mine = scopeOf(store, banner, SHOPPER_ID)
      mine.put('profile', 'profile', profileOf(banner))
      for (const entry of addressesOf(banner)) mine.put('addresses', entry.id, entry)
      for (const card of cardsOf()) mine.put('cards', card.id, card)
      for (const preference of customerPreferencesOf())
        mine.put('customerPreferences', preference.id, preference)
      for (const preference of modalityPreferencesOf(banner))
        mine.put('modalityPreferences', preference.id, preference)
      mine.put('emailPreferences', 'emailPreferences', emailPreferencesOf(banner))
      mine.put('sms', '+15135550148|CLICKLIST', true)
      mine.put('sms', '+15135550148|TRANSACTIONAL', true)
      mine.put('sms', '+15135550148|PROMOTIONAL', false)
      seedCheckout(store, banner)
    }
    store.put('meta', 'seed', SEED_VERSION)
  })
  return true
}

export { storesOf as seededStoresOf }
