// shopping-method-selector.md §7 "Modality options", "Modality preferences".
import type { ModalityFee, ModalityOptionEntry, ModalityPreference, ModalityType } from '@aisle/api'
import { banners } from '@aisle/api'
import type { HandlerContext, HandlerTable } from '../context.ts'
import { fail, ok } from '../context.ts'
import { hasNoStores, isUnknownPostalCode } from '../rules.ts'
import type { StoreLocation } from '../seed.ts'

/**
 * The sandbox's price of each delivery kind, in dollars (shopping-method-selector.md §1, §6:
 * membership-active customers see reduced membership-specific fees). Our figures: the
 * banner's own delivery is free for members, a partner's is cheaper, ship has no member price.
 */
export const MODALITY_FEES = {
  DELIVERY: { regular: 9.95, membership: 0 },
  ALL_DELIVERY: { regular: 11.95, membership: 7.95 },
  SHIP: { regular: 7.99 },
} as const satisfies Record<string, ModalityFee>

export const storesOf = (c: HandlerContext): StoreLocation[] =>
  c.shared.list<StoreLocation>('stores').map((doc) => doc.value)

export function entryOf(location: StoreLocation, banner: string): ModalityOptionEntry {
  const crossBanner = location.banner !== banner
  const entry: ModalityOptionEntry = {
    destination: { locationId: location.locationId },
    distance: location.distance,
    isCrossBanner: crossBanner,
    fulfillment: location.fulfillment,
    // Ours: an open store of this banner with a pickup counter (not a locker) has pickup
    // orders ready the same day (shopping-method-selector.md §9 same-day pickup copy).
    ...(location.fulfillment.includes('PICKUP')
      ? { sameDayPickup: location.isOpen && !location.isLocker && !crossBanner }
      : {}),
    storeDetails: {
      address: location.address,
      locationId: location.locationId,
      vanityName: location.vanityName,
      divisionNumber: location.locationId.slice(0, 3),
      storeNumber: location.locationId.slice(3),
      banner: location.banner,
      isOpen: location.isOpen,
      openText: location.openText,
      ...(location.isLocker ? { departmentFlags: { isLockerLocation: true } } : {}),
      ...(location.crossBanner ? { externalNavigation: location.crossBanner } : {}),
    },
  }
  return entry
}

export const modalityHandlers: Pick<
  HandlerTable,
  'modalityOptions' | 'modalityPreferences' | 'setActiveModality'
> = {
  modalityOptions: (c) => {
    const { address } = c.body as { address?: { postalCode: string } }
    const postalCode = address?.postalCode
    if (postalCode !== undefined && isUnknownPostalCode(postalCode)) {
      fail(404, 'address_validation_fail_modality_options', 'invalid postal code')
    }
    if (postalCode !== undefined && hasNoStores(postalCode)) {
      fail(400, 'NO_STORES_FOUND', 'no stores found')
    }
    const banner = banners.find((b) => b.id === c.banner)
    const caps = banner?.modalityCapabilities
    const stores = storesOf(c).sort((a, b) => a.distance - b.distance)
    const options: Partial<Record<ModalityType, ModalityOptionEntry[]>> = {}
    const withKind = (kind: string) =>
      stores.filter((s) => s.fulfillment.includes(kind)).map((s) => entryOf(s, c.banner))
    if (caps?.PICKUP) options.PICKUP = withKind('PICKUP')
    if (caps?.IN_STORE) options.IN_STORE = withKind('IN_STORE')
    const nearest = stores.find((s) => s.banner === c.banner)
    if (caps?.DELIVERY && nearest) {
      options.DELIVERY = [
        {
          destination: { locationId: nearest.locationId },
          fulfillment: ['STORE'],
          deliverySubOption: 'DELIVERY',
          deliveryService: 'homedelivery',
          fee: MODALITY_FEES.DELIVERY,
        },
        {
          destination: { locationId: nearest.locationId },
          fulfillment: ['STORE'],
          deliverySubOption: 'ALL_DELIVERY',
          deliveryService: 'instacartdelivery',
          fee: MODALITY_FEES.ALL_DELIVERY,
        },
      ]
    }
    if (caps?.SHIP && nearest) {
      options.SHIP = [
        {
          destination: { locationId: nearest.locationId },
          fulfillment: ['FULFILLMENT_CENTER'],
          deliverySubOption: 'SHIP',
          fee: MODALITY_FEES.SHIP,
        },
      ]
    }
    return ok({
      options,
      ...(caps?.DELIVERY ? {} : { externalOnlineDeliveryUrl: 'https://delivery.example/partner' }),
      featureToggles: { closeToStore: (stores[0]?.distance ?? 99) < 1 },
      didYouKnow: {
        defaultBodyMessage: `${banner?.title ?? 'We'} offer pickup at no extra cost on many orders.`,
        byModality: {
          PICKUP: { headerMessage: 'Pickup', bodyMessage: 'Order ahead and pick up at the store.' },
        },
      },
    })
  },
  modalityPreferences: (c) =>
    ok({
      preferences: c.mine.list<ModalityPreference>('modalityPreferences').map((doc) => doc.value),
    }),
  setActiveModality: (c) => {
    const sent = c.body as ModalityPreference
    // One preference per modality type: the latest replaces the previous one.
    for (const doc of c.mine.list<ModalityPreference>('modalityPreferences')) {
      if (doc.value.modalityType === sent.modalityType) c.mine.delete('modalityPreferences', doc.id)
    }
    const saved: ModalityPreference = { ...sent, createdDate: c.now.toISOString() }
    c.mine.put('modalityPreferences', saved.id, saved)
    return ok(saved)
  },
}
