import { describe, expect, it } from 'vitest'
import { addressFailure, addressServiceReason, modalityOptionsFailure } from './address.js'
import { messageFor } from './index.js'
import { formatMessage } from './messages.js'

describe('address errors (account-area.md §8)', () => {
  it.each([
    ['CONSTRAINT_VIOLATION_EXCEPTION', 'We are having technical difficulties.'],
    ['ADDRESS_NOT_FOUND', 'We could not find that address.'],
  ])('%s', (code, text) => {
    expect(messageFor({ area: 'address', code, status: 400 })).toBe(text)
  })
  it('raises an unknown code as an unknown error with its status', () => {
    expect(addressFailure({ status: 418, code: 'TEAPOT' })).toEqual({
      kind: 'unknown',
      status: 418,
      code: 'TEAPOT',
    })
  })
  it('shows the connection message offline', () => {
    expect(messageFor({ area: 'address', offline: true })).toBe(
      "Hmmm, looks like we've lost you. Please check your internet connection.",
    )
  })
  it('uses the toasts verbatim', () => {
    expect(formatMessage('addressCreated')).toBe('Your address has been created.')
    expect(formatMessage('addressUpdated')).toBe('Your address has been updated.')
    expect(formatMessage('addressRemoved')).toBe('Your address has been removed.')
  })
})

describe('address service reasons (shopping-method-selector.md §8)', () => {
  it('carries the first error reason, or the fallback', () => {
    expect(addressServiceReason('fetch', [{ reason: 'boom' }, { reason: 'later' }])).toBe('boom')
    expect(addressServiceReason('fetch', [])).toBe('unknown fetch address service error')
    expect(addressServiceReason('validate', undefined)).toBe(
      'unknown validate address service error',
    )
    expect(addressServiceReason('remove', [{ reason: '' }])).toBe(
      'unknown remove address service error',
    )
  })
  it('builds the longer validation variant with the Customer Service number', () => {
    expect(messageFor({ area: 'addressValidation' })).toBe(
      "We're sorry, but something went wrong when trying to validate your address. Please try again.",
    )
    expect(
      messageFor(
        { area: 'addressValidation', withCustomerService: true },
        { phone: '1-800-555-0100' },
      ),
    ).toBe(
      "We're sorry, but something went wrong when trying to validate your address. Please try again. If the problem persists, please contact Customer Service at 1-800-555-0100.",
    )
  })
  it('quotes "Confirm Address" in the suggested-address message', () => {
    expect(formatMessage('suggestedAddress')).toBe(
      'We found an address that closely matches what you entered. If this looks correct, select "Confirm Address". If not, go back to modify your original entry.',
    )
  })
})

describe('modality options errors (shopping-method-selector.md §8)', () => {
  it('treats the validation code, 400 and 404 as an invalid postal code', () => {
    expect(
      modalityOptionsFailure({ code: 'address_validation_fail_modality_options', status: 422 })
        .invalidPostalCode,
    ).toBe(true)
    expect(modalityOptionsFailure({ status: 404 })).toMatchObject({
      invalidPostalCode: true,
      category: 'USER_CONSTRAINT_ERROR',
    })
    expect(modalityOptionsFailure({ status: 503 })).toEqual({
      invalidPostalCode: false,
      showSorryPanel: true,
      category: 'CUSTOMER_FACING_SERVICE_ERROR',
    })
  })
  it("shows the 'sorry, it's us' panel except for a 400 NO_STORES_FOUND", () => {
    expect(modalityOptionsFailure({ status: 400, code: 'NO_STORES_FOUND' }).showSorryPanel).toBe(
      false,
    )
    expect(modalityOptionsFailure({ status: 404, code: 'NO_STORES_FOUND' }).showSorryPanel).toBe(
      true,
    )
  })
})
