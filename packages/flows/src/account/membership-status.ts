import type { MembershipItem } from '@aisle/api'

/**
 * Whether the shopper's membership is active (account-area.md §2 "Membership ... when
 * the membership is active"): an item with an enrollment that has no cancellation
 * date, or one still in the future.
 */
export function isMembershipActive(items: readonly MembershipItem[], now: Date): boolean {
  return items.some((item) => {
    const enrollment = item.enrollment
    if (enrollment === undefined) return false
    const cancelled = enrollment.cancellationDate?.value
    return cancelled === undefined || Date.parse(cancelled) > now.getTime()
  })
}

/** The switch that puts the hosted-payment wallet link in Wallet's place (account-area.md §2). */
export const HOSTED_WALLET_SWITCH_PARAM = 'wallet'

/**
 * The account menu's feature switch, read from the page's query like the other switches
 * (`?wallet=hosted`), so it can later come from a remote configuration.
 */
export function accountSwitchesOf(search: string): { hostedWallet: boolean } {
  return { hostedWallet: new URLSearchParams(search).get(HOSTED_WALLET_SWITCH_PARAM) === 'hosted' }
}
