// account-area.md §2 (the Membership link shows for an active membership) and
// shopping-method-selector.md §3 "Membership item". The seeded shoppers match their time
// slots' membership (seed.ts): greenleaf is a Boost (BST) member, copperline a Boost
// Essential (BSTL) member; hilltop's HTPlus enrollment was cancelled, so it is not active.
import type { MembershipItem } from '@aisle/api'
import type { HandlerTable } from '../context.ts'
import { ok } from '../context.ts'

const DAY_MS = 86_400_000

function itemsOf(banner: string, now: Date): MembershipItem[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString()
  const item = (planCode: MembershipItem['planCode'], price: number): MembershipItem => ({
    planCode,
    product: {
      computedMembershipItemData: {
        renewalPrice: price,
        computedRenewalDateUtc: at(30),
        renewalDurationQuantity: 1,
        renewalDurationUomCode: 'MONTH',
      },
    },
    subscriptionDurationQuantity: 1,
    subscriptionDurationUomCode: 'MONTH',
    originalPrice: { regular: { price } },
    enrollment: { renewalDueDate: at(30) },
  })
  switch (banner) {
    case 'greenleaf':
      return [item('BST', 12.95)]
    case 'copperline':
      return [item('BSTL', 8.95)]
    case 'hilltop':
      return [{ ...item('HTEL', 12.95), enrollment: { cancellationDate: { value: at(-3) } } }]
    default:
      return []
  }
}

export const membershipHandlers: Pick<HandlerTable, 'memberships'> = {
  memberships: (c) => ok({ items: itemsOf(c.banner, c.now) }),
}
