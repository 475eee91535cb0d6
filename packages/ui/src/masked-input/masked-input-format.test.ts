import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  applyMaskedEdit,
  caretAfterDigits,
  digitsOf,
  formatMasked,
  maskSlots,
} from './masked-input-format.js'

const giftCard = '####-####-####-####'
const date = '##/##/####'

/** Every character of `text` fits its place in `pattern`: a digit on `#`, else the literal. */
function conforms(text: string, pattern: string): boolean {
  if (text.length > pattern.length) return false
  return [...text].every((char, i) => (pattern[i] === '#' ? /\d/.test(char) : char === pattern[i]))
}

describe('formatMasked', () => {
  it('lays digits into the gift card pattern with dashes', () => {
    expect(formatMasked('1234567812345678', giftCard)).toBe('1234-5678-1234-5678')
    expect(formatMasked('12345', giftCard)).toBe('1234-5')
    expect(formatMasked('', giftCard)).toBe('')
  })

  it('writes the separator after a full group only with trailingLiteral', () => {
    expect(formatMasked('1234', giftCard)).toBe('1234')
    expect(formatMasked('1234', giftCard, { trailingLiteral: true })).toBe('1234-')
    expect(formatMasked('12', date, { trailingLiteral: true })).toBe('12/')
    expect(formatMasked('', date, { trailingLiteral: true })).toBe('')
  })

  it('drops extra digits and ignores non-digits', () => {
    expect(formatMasked('12 34 56 78 90', date)).toBe('12/34/5678')
    expect(formatMasked('ab', date)).toBe('')
  })

  it('keeps a leading literal before the first digit', () => {
    expect(formatMasked('5', '(###) ###')).toBe('(5')
  })

  it('property: output conforms to the pattern and holds the leading digits', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (input, trailingLiteral) => {
        const out = formatMasked(input, giftCard, { trailingLiteral })
        expect(conforms(out, giftCard)).toBe(true)
        expect(digitsOf(out)).toBe(digitsOf(input).slice(0, maskSlots(giftCard)))
      }),
    )
  })
})

describe('caretAfterDigits', () => {
  it('finds the place after the n-th digit, optionally past separators', () => {
    expect(caretAfterDigits('1234-5', 4)).toBe(4)
    expect(caretAfterDigits('1234-5', 4, true)).toBe(5)
    expect(caretAfterDigits('1234-5', 0)).toBe(0)
    expect(caretAfterDigits('1234-5', 9)).toBe(6)
  })
})

describe('applyMaskedEdit', () => {
  const edit = (previousDigits: string, value: string, caret: number, inputType?: string) =>
    applyMaskedEdit({ pattern: giftCard, previousDigits, value, caret, inputType })

  it('typing a fifth digit inserts the dash before it', () => {
    expect(edit('1234', '1234-5', 6, 'insertText')).toEqual({
      formatted: '1234-5',
      digits: '12345',
      caret: 6,
    })
    expect(edit('123', '1234', 4, 'insertText')).toEqual({
      formatted: '1234-',
      digits: '1234',
      caret: 5,
    })
  })

  it('typing in the middle keeps the caret after the typed digit', () => {
    // 1234-5678, caret after "12", types 9
    const result = edit('12345678', '12934-5678', 3, 'insertText')
    expect(result.formatted).toBe('1293-4567-8')
    expect(result.caret).toBe(3)
  })

  it('Backspace on a trailing dash removes only the dash', () => {
    expect(edit('1234', '1234', 4, 'deleteContentBackward')).toEqual({
      formatted: '1234',
      digits: '1234',
      caret: 4,
    })
  })

  it('Backspace on an inner dash removes the digit before it', () => {
    // 1234-5678 with the caret after the dash: the browser removes the dash
    expect(edit('12345678', '12345678', 4, 'deleteContentBackward')).toEqual({
      formatted: '1235-678',
      digits: '1235678',
      caret: 3,
    })
  })

  it('Delete on an inner dash removes the digit after it', () => {
    expect(edit('12345678', '12345678', 4, 'deleteContentForward')).toEqual({
      formatted: '1234-678',
      digits: '1234678',
      caret: 4,
    })
  })

  it('a pasted number with spaces is cleaned and capped', () => {
    const result = edit('', '6035 7100 0000 1234 99', 22, 'insertFromPaste')
    expect(result.formatted).toBe('6035-7100-0000-1234')
    expect(result.digits).toBe('6035710000001234')
    expect(result.caret).toBe(19)
  })

  it('property: any edit yields conforming text, its digits and a caret inside it', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.nat(),
        fc.constantFrom('insertText', 'deleteContentBackward', 'deleteContentForward', undefined),
        (previous, value, caret, inputType) => {
          const result = applyMaskedEdit({
            pattern: giftCard,
            previousDigits: digitsOf(previous),
            value,
            caret,
            inputType,
          })
          expect(conforms(result.formatted, giftCard)).toBe(true)
          expect(result.digits).toBe(digitsOf(result.formatted))
          expect(result.digits.length).toBeLessThanOrEqual(16)
          expect(result.caret).toBeGreaterThanOrEqual(0)
          expect(result.caret).toBeLessThanOrEqual(result.formatted.length)
        },
      ),
    )
  })

  it('property: typing digits one by one equals formatting them at once', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,20}$/), (typed) => {
        let shown = ''
        let digits = ''
        for (const char of typed) {
          const result = applyMaskedEdit({
            pattern: date,
            previousDigits: digits,
            value: shown + char,
            caret: shown.length + 1,
            inputType: 'insertText',
          })
          shown = result.formatted
          digits = result.digits
        }
        expect(shown).toBe(formatMasked(typed, date, { trailingLiteral: true }))
      }),
    )
  })

  it('property: re-applying a formatted value changes nothing', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,16}$/), (typed) => {
        const formatted = formatMasked(typed, giftCard, { trailingLiteral: true })
        const result = applyMaskedEdit({
          pattern: giftCard,
          previousDigits: typed,
          value: formatted,
          caret: formatted.length,
          inputType: 'insertText',
        })
        expect(result.formatted).toBe(formatted)
      }),
    )
  })

  describe('overflowPrefix: a leading 1 on a US phone (checkout.md §5)', () => {
    const phone = '(###) ###-####'

    it('pasting 11 digits with a leading 1 drops the 1', () => {
      const result = applyMaskedEdit({
        pattern: phone,
        previousDigits: '',
        value: '1 513 555 0199',
        caret: 14,
        inputType: 'insertFromPaste',
        overflowPrefix: '1',
      })
      expect(result.formatted).toBe('(513) 555-0199')
      expect(result.digits).toBe('5135550199')
    })

    it('typing the 11th digit after a leading 1 drops the 1, caret at the end', () => {
      const result = applyMaskedEdit({
        pattern: phone,
        previousDigits: '1513555019',
        value: '(151) 355-50199',
        caret: 15,
        inputType: 'insertText',
        overflowPrefix: '1',
      })
      expect(result.formatted).toBe('(513) 555-0199')
      expect(result.caret).toBe(14)
    })

    it('ten digits keep their leading 1, and without the option the overflow is cut', () => {
      const ten = { pattern: phone, previousDigits: '', caret: 10, inputType: 'insertFromPaste' }
      expect(applyMaskedEdit({ ...ten, value: '1513555019', overflowPrefix: '1' }).digits).toBe(
        '1513555019',
      )
      expect(applyMaskedEdit({ ...ten, value: '15135550199', caret: 11 }).digits).toBe('1513555019')
      expect(
        applyMaskedEdit({ ...ten, value: '25135550199', caret: 11, overflowPrefix: '1' }).digits,
      ).toBe('2513555019')
    })
  })
})
