// account-area.md §7 (profile service and legacy account management), shopping-method-selector.md §7.
import type { Address, AddressSavePayload, ServiceAddressEntry, ServiceProfile } from '@aisle/api'
import { banners, fromAddressSavePayload, toServiceAddressEntry } from '@aisle/api'
import type { HandlerContext, HandlerTable } from '../context.ts'
import { fail, ok } from '../context.ts'
import { locationOfPostalCode } from '../rules.ts'

export const addressesOf = (c: HandlerContext): ServiceAddressEntry[] =>
  c.mine.list<ServiceAddressEntry>('addresses').map((doc) => doc.value)

/** Only one home (mailing) address: saving another home demotes the previous one. */
function saveEntry(c: HandlerContext, entry: ServiceAddressEntry): ServiceAddressEntry {
  if (entry.type === 'home') {
    for (const other of addressesOf(c)) {
      if (other.id !== entry.id && other.type === 'home') {
        c.mine.put('addresses', other.id, { ...other, type: 'delivery' })
      }
    }
  }
  if (entry.preferredAddress) {
    for (const other of addressesOf(c)) {
      if (other.id !== entry.id && other.preferredAddress) {
        c.mine.put('addresses', other.id, { ...other, preferredAddress: false })
      }
    }
  }
  c.mine.put('addresses', entry.id, entry)
  return entry
}

function entryOfPayload(
  c: HandlerContext,
  payload: AddressSavePayload,
  id: string,
): ServiceAddressEntry {
  const address: Address = { ...fromAddressSavePayload(payload), addressId: id }
  const entry = toServiceAddressEntry(address)
  return {
    ...entry,
    location: entry.location ?? locationOfPostalCode(payload.zip),
    modified: { value: c.now.toISOString() },
  }
}

function entryOfAddress(c: HandlerContext, address: Address, id: string): ServiceAddressEntry {
  const entry = toServiceAddressEntry({ ...address, addressId: id })
  return { ...entry, modified: { value: c.now.toISOString() } }
}

const mustExist = (c: HandlerContext, id: string | undefined): string => {
  if (id === undefined || c.mine.get('addresses', id) === undefined) {
    fail(404, 'ADDRESS_NOT_FOUND', 'address not found')
  }
  return id as string
}

const legacyOk = { data: { successful: true } }

export const profileHandlers: Pick<
  HandlerTable,
  | 'profile'
  | 'addresses'
  | 'addAddress'
  | 'updateAddress'
  | 'removeAddress'
  | 'legacyAddresses'
  | 'legacyAddAddress'
  | 'legacyUpdateAddress'
  | 'legacyRemoveAddress'
  | 'appData'
  | 'communityRewards'
  | 'bannerLogos'
> = {
  profile: (c) => {
    const profile = c.mine.get<ServiceProfile>('profile', 'profile')
    if (!profile) return fail(404, 'PROFILE_NOT_FOUND', 'profile not found')
    return ok({ ...profile, contactInfo: { ...profile.contactInfo, addresses: addressesOf(c) } })
  },
  addresses: (c) => ok({ addresses: addressesOf(c) }),
  addAddress: (c) => {
    const payload = c.body as AddressSavePayload
    return ok(saveEntry(c, entryOfPayload(c, payload, c.newId('addr'))))
  },
  updateAddress: (c) => {
    const payload = c.body as AddressSavePayload
    const id = mustExist(c, c.params.addressId)
    if (payload.addressId !== id)
      fail(400, 'ADDRESS_ID_MISMATCH', 'addressId does not match the path')
    return ok(saveEntry(c, entryOfPayload(c, payload, id)))
  },
  removeAddress: (c) => {
    c.mine.delete('addresses', mustExist(c, c.params.addressId))
    return ok({})
  },
  legacyAddresses: (c) => ok({ data: { addresses: addressesOf(c) } }),
  legacyAddAddress: (c) => {
    saveEntry(c, entryOfAddress(c, c.body as Address, c.newId('addr')))
    return ok(legacyOk)
  },
  legacyUpdateAddress: (c) => {
    const address = c.body as Address
    if (address.addressId === undefined || !c.mine.get('addresses', address.addressId)) {
      return ok({ data: { successful: false, errorDetail: { errorCode: 'ADDRESS_NOT_FOUND' } } })
    }
    saveEntry(c, entryOfAddress(c, address, address.addressId))
    return ok(legacyOk)
  },
  legacyRemoveAddress: (c) => {
    const { addressId } = c.body as { addressId: string }
    if (!c.mine.delete('addresses', addressId)) {
      return ok({ data: { successful: false, errorDetail: { errorCode: 'ADDRESS_NOT_FOUND' } } })
    }
    return ok(legacyOk)
  },
  // account-area.md §3 "Banner logo table", from the banner registry.
  bannerLogos: () =>
    ok({
      banners: banners.map((b) => ({ domain: b.domain, title: b.title, asset: b.logo.asset })),
    }),
  appData: () =>
    ok({
      purchaseHistoryBanners: banners.filter((b) => b.accountMenu.purchaseHistory).map((b) => b.id),
    }),
  communityRewards: (c) => {
    const profile = c.mine.get<ServiceProfile>('profile', 'profile')
    const enabled =
      profile?.bannerSpecificDetails.find((d) => d.banner === c.banner)?.communityRewardsEnabled ??
      false
    return ok(
      enabled
        ? { communityRewardsEnabled: true, organizationName: 'Riverside Food Pantry' }
        : { communityRewardsEnabled: false },
    )
  },
}
