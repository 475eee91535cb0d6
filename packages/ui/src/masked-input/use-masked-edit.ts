import { type ChangeEvent, useLayoutEffect, useRef, useState } from 'react'
import { applyMaskedEdit, digitsOf, formatMasked } from './masked-input-format.js'

interface UseMaskedEditOptions {
  pattern: string
  /** Controlled digits, or `undefined` when uncontrolled. */
  value: string | undefined
  defaultValue: string | undefined
  /** Dropped from the front when the digits overflow the pattern. */
  overflowPrefix?: string | undefined
  onEdit: (details: { digits: string; formatted: string }) => void
}

interface Edit {
  formatted: string
  caret: number | null
}

/**
 * Binds a masked text to an input: formats each edit, reports it and puts the caret
 * back beside the same digit after React writes the value.
 */
export function useMaskedEdit({
  pattern,
  value,
  defaultValue,
  overflowPrefix,
  onEdit,
}: UseMaskedEditOptions) {
  const inputRef = useRef<HTMLInputElement>(null)
  // A new object per edit, so a rejected key (same text) still re-renders and
  // restores the caret that React's value reset moved to the end.
  const [edit, setEdit] = useState<Edit>(() => ({
    formatted: formatMasked(value ?? defaultValue ?? '', pattern),
    caret: null,
  }))
  const controlledDiffers = value !== undefined && digitsOf(value) !== digitsOf(edit.formatted)
  const formatted = controlledDiffers ? formatMasked(value, pattern) : edit.formatted

  useLayoutEffect(() => {
    const input = inputRef.current
    if (edit.caret === null || !input || input.ownerDocument.activeElement !== input) return
    input.setSelectionRange(edit.caret, edit.caret)
  }, [edit])

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const native = event.nativeEvent
    const result = applyMaskedEdit({
      pattern,
      previousDigits: digitsOf(formatted),
      value: input.value,
      caret: input.selectionStart ?? input.value.length,
      inputType: 'inputType' in native ? String(native.inputType) : undefined,
      overflowPrefix,
    })
    setEdit({ formatted: result.formatted, caret: result.caret })
    if (result.formatted !== formatted) {
      onEdit({ digits: result.digits, formatted: result.formatted })
    }
  }

  return { inputRef, formatted, onChange }
}
