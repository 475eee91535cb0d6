// Browser-safe: the sandbox's e-mail link tokens (account-area.md §7 "GET email preferences
// with an optional token param"). A preferences e-mail links to
// /account/emailSubscriptions?token=...; with the token, a signed-out visitor reads and
// saves the e-mail preferences of the shopper the e-mail went to, and nothing else.
import type { RouteName } from '@aisle/api'
import type { BannerId } from '../context.ts'
import { SHOPPER_ID } from '../seed.ts'

/** The calls a link token opens, instead of an access token. */
export const EMAIL_LINK_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'emailPreferences',
  'updateEmailPreferences',
])

/** The seeded shopper's link token in a banner (a public sample, like the credentials). */
export const emailLinkTokenOf = (banner: BannerId): string => `email-link-${banner}`

/** The shopper a link token stands for in this banner, or undefined. */
export function shopperOfEmailLink(banner: BannerId, token: unknown): string | undefined {
  return token === emailLinkTokenOf(banner) ? SHOPPER_ID : undefined
}
