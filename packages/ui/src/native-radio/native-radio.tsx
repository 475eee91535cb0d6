import {
  type ChangeEvent,
  type CSSProperties,
  type FocusEvent,
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react'

// The day carousel's days and the time-slot cards: real radios in their labels, with no
// state machine behind them. The browser already gives a radio group what the shopper
// needs (Tab onto the chosen or first radio, arrow keys that move and choose while skipping
// disabled radios, Space, form submission); each choice only adds the data attributes the
// kit's selection styles read (`data-state`, `data-disabled`, `data-hover`,
// `data-focus-visible`), kept in its own state, so a hover or a focus renders that choice
// alone and a pick renders the choice left and the choice taken.

/** The visually hidden input of a choice: the same inline style as Ark's hidden inputs. */
export const hiddenInputStyle: CSSProperties = {
  border: '0',
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: '0',
  position: 'absolute',
  width: '1px',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
}

/**
 * Registers a text that describes a control while it is mounted (a description, an error
 * text): `shown` says whether one is, `show` is stable, so a text registers once, on mount.
 */
export function useShown(): [shown: boolean, show: () => () => void] {
  const [count, setCount] = useState(0)
  const show = useCallback(() => {
    setCount((n) => n + 1)
    return () => setCount((n) => n - 1)
  }, [])
  return [count > 0, show]
}

/** The radio group element's own inline style (as Ark's root): hidden inputs sit inside it. */
export const radioGroupStyle: CSSProperties = { position: 'relative' }

/** The ids of one choice's parts, derived from the group's id and the choice's value. */
export function choiceIds(groupId: string, value: string) {
  const base = `${groupId}:radio:${value}`
  return { item: base, text: `${base}:label`, control: `${base}:control`, input: `${base}:input` }
}

/** A value that is controlled when `value` is given, else kept here from `defaultValue`. */
export function useChoiceValue(
  value: string | null | undefined,
  defaultValue: string | null | undefined,
  onChange: (next: string) => void,
): [string | null, (next: string) => void] {
  const [own, setOwn] = useState<string | null>(defaultValue ?? null)
  const controlled = value !== undefined
  // The latest handler without re-creating `select`: the choices are memoised on it.
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  })
  const select = useCallback(
    (next: string) => {
      if (!controlled) setOwn(next)
      onChangeRef.current(next)
    },
    [controlled],
  )
  return [controlled ? value : own, select]
}

/** The data attributes the kit's selection styles read. */
export interface ChoiceDataAttributes {
  'data-state': 'checked' | 'unchecked'
  'data-disabled': '' | undefined
  'data-hover': '' | undefined
  'data-focus-visible': '' | undefined
}

export interface ChoiceState {
  /** Props of the `<label>` that holds the choice. */
  item: LabelHTMLAttributes<HTMLLabelElement> & ChoiceDataAttributes
  /** Data attributes for a part inside the choice that shows its state (the radio's dot). */
  state: ChoiceDataAttributes
  /** Id of the part that names the radio (the window, the weekday and date). */
  textId: string
  /** Props of the choice's `<input type="radio">`. */
  input: InputHTMLAttributes<HTMLInputElement>
}

export interface ChoiceOptions {
  groupId: string
  name: string
  value: string
  checked: boolean
  disabled: boolean
  required?: boolean | undefined
  onSelect: (value: string) => void
}

/**
 * One choice's state and props: whether the pointer is over it and whether its radio has
 * keyboard focus (`:focus-visible`, the browser's own judgement) are its own state.
 */
export function useChoice({
  groupId,
  name,
  value,
  checked,
  disabled,
  required,
  onSelect,
}: ChoiceOptions): ChoiceState {
  const [hovered, setHovered] = useState(false)
  const [focusVisible, setFocusVisible] = useState(false)
  const ids = choiceIds(groupId, value)
  const state: ChoiceDataAttributes = {
    'data-state': checked ? 'checked' : 'unchecked',
    'data-disabled': disabled ? '' : undefined,
    'data-hover': hovered && !disabled ? '' : undefined,
    'data-focus-visible': focusVisible ? '' : undefined,
  }
  return {
    item: {
      ...state,
      id: ids.item,
      htmlFor: ids.input,
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
    },
    state,
    textId: ids.text,
    input: {
      type: 'radio',
      id: ids.input,
      name,
      value,
      checked,
      disabled,
      required,
      'aria-labelledby': ids.text,
      style: hiddenInputStyle,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        if (event.currentTarget.checked) onSelect(value)
      },
      onFocus: (event: FocusEvent<HTMLInputElement>) =>
        setFocusVisible(event.currentTarget.matches(':focus-visible')),
      onBlur: () => setFocusVisible(false),
    },
  }
}

/**
 * Props equality for a memoised choice: every prop the same, and its data object (the
 * day, the slot), which callers often build again on each render, compared field by field.
 */
export function sameChoiceProps<P extends object>(prev: P, next: P): boolean {
  const a = prev as Record<string, unknown>
  const b = next as Record<string, unknown>
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((key) => {
    const x = a[key]
    const y = b[key]
    if (Object.is(x, y)) return true
    return isPlainObject(x) && isPlainObject(y) && shallowEqual(x, y)
  })
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype

function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((key) => key in b && Object.is(a[key], b[key]))
}
