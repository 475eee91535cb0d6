import type { UseRadioGroupContext } from '@ark-ui/react/radio-group'

/** What one radio of an Ark radio group is: its value and whether it can be chosen. */
export interface RadioItemInput {
  value: string
  disabled?: boolean | undefined
}

/**
 * The props Ark's `Item` (a `<label>`), `ItemControl`, `ItemText` and `ItemHiddenInput`
 * spread on their elements for one radio, read from the group's API.
 */
export interface RadioItemParts {
  item: ReturnType<UseRadioGroupContext['getItemProps']>
  control: ReturnType<UseRadioGroupContext['getItemControlProps']>
  text: ReturnType<UseRadioGroupContext['getItemTextProps']>
  hiddenInput: ReturnType<UseRadioGroupContext['getItemHiddenInputProps']>
}

/**
 * Reads one radio's parts from the group's API: the same props, ids, data attributes and
 * handlers as Ark's item components, so the markup does not change.
 *
 * Why not Ark's item components: each of them reads the group's context, so every state
 * change of the group (hover, press, focus, value) renders every part of every radio
 * again, four or five times per click. The group's own component reads the context once,
 * computes each radio's parts here and hands them to a memoised radio that renders again
 * only when an attribute of its own parts changes (`sameRadioItemParts`).
 */
export function radioItemParts(api: UseRadioGroupContext, input: RadioItemInput): RadioItemParts {
  const props = { value: input.value, disabled: input.disabled ?? false }
  return {
    item: api.getItemProps(props),
    control: api.getItemControlProps(props),
    text: api.getItemTextProps(props),
    hiddenInput: api.getItemHiddenInputProps(props),
  }
}

function sameAttributes(a: object, b: object): boolean {
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  const keys = Object.keys(left)
  if (keys.length !== Object.keys(right).length) return false
  for (const key of keys) {
    const x = left[key]
    const y = right[key]
    if (!(key in right)) return false
    // Handlers are new closures on every read; they only act on the item's state, which
    // its attributes show (data-state, data-hover, data-focus, data-disabled, ...).
    if (typeof x === 'function' && typeof y === 'function') continue
    if (key === 'style' && x && y && typeof x === 'object' && typeof y === 'object') {
      if (!sameAttributes(x, y)) return false
      continue
    }
    if (!Object.is(x, y)) return false
  }
  return true
}

/**
 * Whether two reads of a radio's parts render the same markup: every attribute equal,
 * handlers aside. A radio whose parts are the same keeps its rendered elements and their
 * handlers, which act on the state those attributes show.
 */
export function sameRadioItemParts(a: RadioItemParts, b: RadioItemParts): boolean {
  return (
    sameAttributes(a.item, b.item) &&
    sameAttributes(a.control, b.control) &&
    sameAttributes(a.text, b.text) &&
    sameAttributes(a.hiddenInput, b.hiddenInput)
  )
}

/** Shallow equality of two plain objects (a radio's data as the caller passed it). */
export function shallowEqual(a: object, b: object): boolean {
  if (a === b) return true
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  const keys = Object.keys(left)
  if (keys.length !== Object.keys(right).length) return false
  return keys.every((key) => key in right && Object.is(left[key], right[key]))
}
