import { formatPhoneDisplay, type Profile } from '@aisle/api'

/** One labelled value of the profile page. */
export interface ProfileField {
  label: string
  value: string
}

/** Texts of the account pages around the menu (the spec names the pages; wording ours). */
export const accountPagesText = {
  welcome: (firstName: string) => `Welcome, ${firstName}`,
  dashboardIntro: 'Manage your profile, addresses, preferences, wallet and orders.',
  profileIntro: 'The details of your account.',
  notProvided: 'Not provided',
  loadError: 'We could not load your account. Please try again.',
  tryAgain: 'Try Again',
  loading: 'Loading your account…',
  signedOut: 'Sign in to see your account.',
  pointsIntro: 'Points you earn with your loyalty card on purchases.',
  pointsCard: 'Loyalty card',
  pointsPending: 'Points from recent purchases appear here once the orders are completed.',
  communityIntro: 'A share of your purchases goes to the organization you choose.',
  communityOrganization: 'Your organization',
  communityNone: 'You have not chosen an organization yet.',
  communityNotEnabled: 'Community rewards are not active on your account.',
  membershipIntro:
    'Membership can give you free or discounted delivery above a minimum order total.',
  prescriptionsIntro: 'Prescriptions are managed by your store pharmacy.',
  verified: 'Verified',
  notVerified: 'Not verified',
  profileHeading: 'Personal Information',
} as const

/**
 * The profile fields of account-area.md §3 "Profile" as the page shows them: names,
 * email and whether it is verified, phones, loyalty card number, member since (MM/DD/YYYY),
 * preferred store.
 */
export function profileFields(profile: Profile): ProfileField[] {
  const or = (value: string | undefined) => value ?? accountPagesText.notProvided
  // checkout.md §5: the display form of a phone is ddd-ddd-dddd.
  const phone = (value: string | undefined) =>
    value === undefined ? accountPagesText.notProvided : formatPhoneDisplay(value)
  const store =
    profile.preferredStoreDivisionNumber && profile.preferredStoreNumber
      ? `${profile.preferredStoreDivisionNumber}-${profile.preferredStoreNumber}`
      : undefined
  return [
    { label: 'First Name', value: profile.firstName },
    { label: 'Last Name', value: profile.lastName },
    {
      label: 'Email Address',
      value: profile.emailAddress
        ? `${profile.emailAddress} (${profile.emailVerified ? accountPagesText.verified : accountPagesText.notVerified})`
        : accountPagesText.notProvided,
    },
    { label: 'Mobile Phone Number', value: phone(profile.mobilePhoneNumber) },
    { label: 'Home Phone Number', value: phone(profile.homePhoneNumber) },
    { label: 'Loyalty Card Number', value: or(profile.loyaltyCardNumber) },
    { label: 'Member Since', value: profile.dateCreated },
    { label: 'Preferred Store', value: or(store) },
  ]
}
