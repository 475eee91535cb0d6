import { formatPhoneDisplay, NO_PREFERRED_STORE, type Profile } from '@aisle/api'

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
  /** Ours: what the spec's NO_PREFERRED_STORE shows is not shown (account-area.md §8). */
  noPreferredStore: 'No preferred store chosen',
} as const

/**
 * The profile fields of account-area.md §3 "Profile" as the page shows them: names,
 * email and whether it is verified, phones, loyalty card number, member since (MM/DD/YYYY),
 * preferred store.
 */
/**
 * What the preferred-store call said (account-area.md §7): the store's name, that there is
 * none (the code NO_PREFERRED_STORE, §8), or nothing yet (loading or failed: the profile's
 * store number stands).
 */
export type PreferredStoreAnswer =
  | { kind: 'found'; name: string }
  | { kind: 'none' }
  | { kind: 'unknown' }

/** The answer of the preferred-store call from its data or its error. */
export function preferredStoreAnswer(
  data: { store: { vanityName: string } } | undefined,
  error: { code?: string } | undefined,
): PreferredStoreAnswer {
  if (data !== undefined) return { kind: 'found', name: data.store.vanityName }
  // §8: NO_PREFERRED_STORE gets its own handling: no store, not a failure.
  if (error?.code === NO_PREFERRED_STORE) return { kind: 'none' }
  return { kind: 'unknown' }
}

export function profileFields(
  profile: Profile,
  preferredStore: PreferredStoreAnswer = { kind: 'unknown' },
): ProfileField[] {
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
    {
      label: 'Preferred Store',
      value:
        preferredStore.kind === 'none'
          ? accountPagesText.noPreferredStore
          : preferredStore.kind === 'found'
            ? store
              ? `${preferredStore.name} (${store})`
              : preferredStore.name
            : or(store),
    },
  ]
}
