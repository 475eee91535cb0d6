import type { PreferenceCustomisation } from './preferences.js'
import type { SmsPreferenceDefinition } from './use-preferences.js'

/**
 * The preferences page's texts. The spec gives the banner labels, the one banner's order
 * and the facts of the notes (account-area.md §2, §9); the headings and sentences are ours.
 */
export const preferencesText = {
  emailHeading: 'Email Preferences',
  smsHeading: 'Text Message Preferences',
  loading: 'Loading your preferences…',
  updated: 'Your preferences have been updated.',
  retry: 'Try again',
  /** account-area.md §9: about 3 business days. */
  emailNote: 'Changes to your email preferences can take about 3 business days to take effect.',
  /** account-area.md §9: about once a week; STOP to a short code. */
  smsNote: 'Promotional texts come about once a week. Text STOP to 53744 to unsubscribe.',
} as const

/** Email preference labels and order per banner (account-area.md §2 "Preferences screens"). */
const emailCustomisations: Readonly<Record<string, PreferenceCustomisation>> = {
  greenleaf: {
    labels: {
      'Digital coupons': 'Specials & Promotions',
      'Recipes and tips': 'Monthly Newsletter',
    },
  },
  hilltop: {
    labels: { 'Digital coupons': 'ExpressLane Offers', 'Recipes and tips': 'Join e-VIC' },
    // account-area.md §2: "The order for one banner is: Join e-VIC, Fresh Catch, Fine Wines Club, ExpressLane Offers."
    order: ['Join e-VIC', 'Fresh Catch', 'Fine Wines Club', 'ExpressLane Offers'],
  },
}

/** The banner's labels and order for its email preferences; none for a banner without. */
export function emailPreferenceCustomisation(bannerId: string): PreferenceCustomisation {
  return emailCustomisations[bannerId] ?? {}
}

/** The text-message preferences the page offers (account-area.md §3 "SMS preference"). */
export const smsPreferenceDefinitions: readonly SmsPreferenceDefinition[] = [
  {
    preferenceType: 'CLICKLIST',
    title: 'Order Updates',
    description: 'Texts about your pickup and delivery orders.',
    unsubscribeNote: 'Text STOP to 53744 to unsubscribe.',
  },
  {
    preferenceType: 'PROMOTIONAL',
    title: 'Specials & Promotions',
    description: 'Deals and offers, about once a week.',
    unsubscribeNote: 'Text STOP to 53744 to unsubscribe.',
  },
]
