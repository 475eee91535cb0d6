import type { AccountLink } from '@aisle/flows'

/**
 * The one-line description under each card of the My Account landing, by the card's path.
 * account-area.md §2 lists the cards' labels and paths but gives them no descriptions:
 * these are ours, short and neutral, the same whatever a banner calls the card.
 */
export const dashboardCardDescriptions: Readonly<Record<string, string>> = {
  '/account/update': 'Your name, contact details and store.',
  '/account/addresses': 'Your delivery and mailing addresses.',
  '/account/emailSubscriptions': 'The emails and texts you get from us.',
  '/mypurchases': 'Your orders and what was in them.',
  '/mywallet': 'The cards you pay with.',
  '/points/summary': 'Your points and what they are worth.',
  '/account/communityrewards': 'The cause your shopping supports.',
  '/membership': 'Your membership and what it includes.',
  '/myprescriptions': 'Your prescriptions and refills.',
}

/** For a card whose path is another site's: the hosted wallet, the education programme. */
const externalDescriptions: Readonly<Record<string, string>> = {
  Wallet: dashboardCardDescriptions['/mywallet'] ?? '',
}
const OTHER_SITE = 'Opens on its own site.'

/** The description of a dashboard card. */
export function dashboardCardDescription(link: AccountLink): string {
  if (link.external) return externalDescriptions[link.label] ?? OTHER_SITE
  return dashboardCardDescriptions[link.href] ?? ''
}
