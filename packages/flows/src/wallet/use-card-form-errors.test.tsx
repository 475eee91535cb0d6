import type { PostalAddress } from '@aisle/api'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { checkCardForm, shownCardFormErrors, useCardFormErrors } from './use-card-form-errors.js'
import { walletFormText } from './validation.js'

const home: PostalAddress = {
  street: '12 Elm St',
  locality: 'Springfield',
  region: 'OH',
  postalCode: '45501',
  countryCode: 'US',
}
const work: PostalAddress = { ...home, street: '40 Oak Ave' }
const badCity: PostalAddress = { ...home, locality: 'Spr!ngfield' }
const names = { firstName: 'Ada', lastName: 'Lovelace' }

describe('the add-card form’s billing address error (wallet-flyout.md §4 "Add-card submission", §5)', () => {
  it('clears "Please select a billing address." once the late address list preselects one', () => {
    const { result, rerender } = renderHook(({ billing }) => useCardFormErrors(billing), {
      initialProps: { billing: undefined as PostalAddress | undefined },
    })
    // Submit before the billing addresses have loaded.
    let found: string[] = []
    act(() => {
      found = result.current.check(names)
    })
    expect(found).toEqual([walletFormText.billingMissing])
    expect(result.current.errors.billing).toBe('Please select a billing address.')
    // The list arrives and its home address is preselected.
    rerender({ billing: home })
    expect(result.current.errors.billing).toBeUndefined()
    // The next submit checks again, and finds nothing.
    act(() => {
      found = result.current.check(names)
    })
    expect(found).toEqual([])
    expect(result.current.errors).toEqual({})
  })

  it('re-validates on the next submit: clearing the selection again shows the error again', () => {
    const { result, rerender } = renderHook(({ billing }) => useCardFormErrors(billing), {
      initialProps: { billing: home as PostalAddress | undefined },
    })
    rerender({ billing: undefined })
    expect(result.current.errors.billing).toBeUndefined()
    act(() => {
      result.current.check(names)
    })
    expect(result.current.errors.billing).toBe(walletFormText.billingMissing)
  })

  it('keeps the invalid-characters error for the same address, clears it for another', () => {
    const { result, rerender } = renderHook(({ billing }) => useCardFormErrors(billing), {
      initialProps: { billing: badCity as PostalAddress | undefined },
    })
    act(() => {
      result.current.check(names)
    })
    expect(result.current.errors.billing).toBe(walletFormText.billingInvalid)
    // The same address read again (a new object, the same values) is still invalid.
    rerender({ billing: { ...badCity } })
    expect(result.current.errors.billing).toBe(walletFormText.billingInvalid)
    rerender({ billing: work })
    expect(result.current.errors.billing).toBeUndefined()
  })

  it('keeps the name errors until the next submit', () => {
    const { result, rerender } = renderHook(({ billing }) => useCardFormErrors(billing), {
      initialProps: { billing: undefined as PostalAddress | undefined },
    })
    act(() => {
      result.current.check({ firstName: '', lastName: 'Lovelace' })
    })
    rerender({ billing: home })
    expect(result.current.errors).toEqual({ firstName: walletFormText.firstNameRequired })
  })

  it('shows nothing before the first submit', () => {
    expect(shownCardFormErrors(undefined, undefined)).toEqual({})
    expect(checkCardForm(names, home).errors).toEqual({})
  })
})
