import { describe, expect, it } from 'vitest'
import { formatMessage, renderMessage } from './messages.js'
import { schedulingError } from './scheduling.js'

describe('scheduling errors (checkout.md §8 "Scheduling")', () => {
  it("titles NO_TIMESLOTS_AVAILABLE 'Pickup Time Unavailable'", () => {
    const { title } = schedulingError({ code: 'NO_TIMESLOTS_AVAILABLE' })
    expect(title && renderMessage(title)).toBe('Pickup Time Unavailable')
  })
  it("titles NO_ITEMS_AVAILABLE 'Items Are Not Available'", () => {
    const { title, message } = schedulingError({ code: 'NO_ITEMS_AVAILABLE' })
    expect(title && renderMessage(title)).toBe('Items Are Not Available')
    expect(message && renderMessage(message)).toBe(
      'The items in your cart are not available. Please update your cart and try again.',
    )
  })
  it.each(['INVALID_ADDRESS', 'LAT_LNG_REQUIRED', 'FULL_ADDRESS_REQUIRED'])(
    '%s is an invalid ZIP code',
    (code) => {
      const { message } = schedulingError({ code, status: 400 })
      expect(message && renderMessage(message)).toBe(
        'The ZIP code entered is not a valid ZIP code.',
      )
    },
  )
  it('gives TS1079 for a 500 UNKNOWN_RESPONSE_ERROR only', () => {
    expect(schedulingError({ status: 500, code: 'UNKNOWN_RESPONSE_ERROR' }).errorCode).toBe(
      'TS1079',
    )
    expect(schedulingError({ status: 502, code: 'UNKNOWN_RESPONSE_ERROR' }).errorCode).not.toBe(
      'TS1079',
    )
  })
  it('shows the server reason for alcohol and third-party codes', () => {
    expect(schedulingError({ code: 'X_ALCOHOL_QTY_EXCEEDED', reason: 'Max 2' })).toEqual({
      title: 'alcoholQuantityExceededTitle',
      reason: 'Max 2',
    })
    expect(schedulingError({ code: 'ALCOHOL_NA_FOR_ADDRESS', reason: 'No' }).title).toBe(
      'alcoholUnavailableTitle',
    )
    expect(schedulingError({ code: 'INSTACART_OUT_OF_AREA', reason: 'Out of area' })).toEqual({
      reason: 'Out of area',
    })
  })
  it("sends session errors to sign-in with 'Your session has expired.'", () => {
    const error = schedulingError({ status: 401 })
    expect(error.signIn).toBe(true)
    expect(error.message && renderMessage(error.message)).toBe('Your session has expired.')
  })
  it("falls back to 'Something Went Wrong'", () => {
    const { title } = schedulingError({ status: 500, code: 'WHATEVER' })
    expect(title && renderMessage(title)).toBe('Something Went Wrong')
  })
  it('checkout.md §8 "Timeslots error: generic message plus error code": the code, else the status', () => {
    expect(schedulingError({ status: 500, code: 'WHATEVER' }).errorCode).toBe('WHATEVER')
    expect(schedulingError({ status: 503 }).errorCode).toBe('503')
    // No answer at all: no code to give.
    expect(schedulingError({}).errorCode).toBeUndefined()
  })
  it('fills the placeholders of the scheduling texts', () => {
    expect(formatMessage('noPromise', { code: 'RS' })).toBe(
      'You must have a time selected. Error Code RS',
    )
    expect(formatMessage('addressNotEligibleForModality', { modality: 'Delivery' })).toBe(
      'The address you entered is not eligible for Delivery.',
    )
  })
})
