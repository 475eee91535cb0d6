// wallet-flyout.md §4 "Billing address flow": 'Billing address loading has an auto-retry
// prompt: the first failure shows a warning and a Retry button; a second failure shows
// the error message.'
import { describe, expect, it } from 'vitest'
import { billingLoadOf } from './billing-load.js'

const read = { hasData: false, failed: false, validating: false, failures: 0 }

describe('the billing list state', () => {
  it('loading while a read runs, a Retry included', () => {
    expect(billingLoadOf({ ...read, validating: true })).toEqual({ status: 'loading' })
    expect(billingLoadOf({ ...read, validating: true, failed: true, failures: 1 })).toEqual({
      status: 'loading',
    })
  })

  it('the first failure offers Retry with the interim text', () => {
    expect(billingLoadOf({ ...read, failed: true, failures: 1 })).toEqual({
      status: 'retry',
      message:
        'There has been an error loading your address. Please try again by clicking "Retry".',
    })
  })

  it('the second failure, and any after it, is the error', () => {
    for (const failures of [2, 3]) {
      expect(billingLoadOf({ ...read, failed: true, failures })).toEqual({
        status: 'error',
        message: "We couldn't load your saved address at this time . Please add a new address.",
      })
    }
  })

  it('ready once the list came, even after failures', () => {
    expect(billingLoadOf({ ...read, hasData: true })).toEqual({ status: 'ready' })
    expect(billingLoadOf({ ...read, hasData: true, failures: 2 })).toEqual({ status: 'ready' })
  })
})
