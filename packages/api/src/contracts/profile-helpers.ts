// The client profile and its mapper, apart from the schemas in profile.ts: a page that
// shows the profile it read imports these without zod. Only types come from the schema
// modules.
import type { Address } from './address.js'
import { toAddress } from './address-helpers.js'
import { fromServicePhone } from './phone.js'
import type { ServiceProfile } from './profile.js'

/** The profile as the client uses it (account-area.md §3: userId, emailAddress, ...). */
export interface Profile {
  userId: string
  firstName: string
  lastName: string
  emailAddress?: string
  emailVerified: boolean
  /** 10 digits. */
  mobilePhoneNumber?: string
  homePhoneNumber?: string
  /** MM/DD/YYYY (account-area.md §3). */
  dateCreated: string
  loyaltyCardNumber?: string
  relevantAdsOptIn: boolean
  preferredStoreNumber?: string
  preferredStoreDivisionNumber?: string
  communityRewardsEnabled: boolean
  addresses: Address[]
}

/** `MM/DD/YYYY` of an ISO timestamp, in UTC (account-area.md §3: "Dates are shown as MM/DD/YYYY"). */
export function formatDateMMDDYYYY(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${iso}`)
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0')
  const dd = String(date.getUTCDate()).padStart(2, '0')
  return `${mm}/${dd}/${date.getUTCFullYear()}`
}

/** The client profile for one banner (its preferred store and community rewards flag). */
export function toProfile(service: ServiceProfile, banner: string): Profile {
  const details = service.bannerSpecificDetails.find((d) => d.banner === banner)
  const phoneOf = (type: 'MOBILE' | 'HOME') => {
    const phone = service.contactInfo.phones.find((p) => p.type === type)
    return phone === undefined ? undefined : fromServicePhone(phone.number.original)
  }
  const email = service.contactInfo.emails[0]
  const profile: Profile = {
    userId: service.id,
    firstName: service.firstName,
    lastName: service.lastName,
    emailVerified: (email?.isVerified ?? email?.verified) === true,
    dateCreated: formatDateMMDDYYYY(service.created),
    relevantAdsOptIn: service.relevantAdsOptIn ?? false,
    communityRewardsEnabled: details?.communityRewardsEnabled ?? false,
    addresses: service.contactInfo.addresses.map(toAddress),
  }
  const mobile = phoneOf('MOBILE')
  const home = phoneOf('HOME')
  if (email !== undefined) profile.emailAddress = email.address
  if (mobile !== undefined) profile.mobilePhoneNumber = mobile
  if (home !== undefined) profile.homePhoneNumber = home
  if (service.loyaltyCardNumber !== undefined) profile.loyaltyCardNumber = service.loyaltyCardNumber
  if (details?.preferredStoreNumber !== undefined) {
    profile.preferredStoreNumber = details.preferredStoreNumber
  }
  if (details?.preferredStoreDivisionNumber !== undefined) {
    profile.preferredStoreDivisionNumber = details.preferredStoreDivisionNumber
  }
  return profile
}
