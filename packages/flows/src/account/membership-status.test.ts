import type { MembershipItem } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import { accountSwitchesOf, isMembershipActive } from './membership-status.js'

const now = new Date('2026-11-22T10:00:00Z')
const item = (enrollment?: MembershipItem['enrollment']): MembershipItem => ({
  planCode: 'BST',
  product: { computedMembershipItemData: {} },
  ...(enrollment ? { enrollment } : {}),
})

describe('membership status: account-area.md §2 "Membership ... when the membership is active"', () => {
  it('is active with an enrollment not cancelled, or cancelled from a later date', () => {
    expect(isMembershipActive([item({ renewalDueDate: '2026-12-22T10:00:00Z' })], now)).toBe(true)
    expect(
      isMembershipActive([item({ cancellationDate: { value: '2026-11-30T00:00:00Z' } })], now),
    ).toBe(true)
  })
  it('is not active without items, without an enrollment, or once cancelled', () => {
    expect(isMembershipActive([], now)).toBe(false)
    expect(isMembershipActive([item()], now)).toBe(false)
    expect(
      isMembershipActive([item({ cancellationDate: { value: '2026-11-22T10:00:00Z' } })], now),
    ).toBe(false)
  })
})

describe('hosted wallet switch: account-area.md §2 Wallet row', () => {
  it('is on only with ?wallet=hosted', () => {
    expect(accountSwitchesOf('?wallet=hosted')).toEqual({ hostedWallet: true })
    expect(accountSwitchesOf('?wallet=other')).toEqual({ hostedWallet: false })
    expect(accountSwitchesOf('')).toEqual({ hostedWallet: false })
  })
})
