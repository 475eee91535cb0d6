import {
  type ComponentProps,
  type CSSProperties,
  createContext,
  forwardRef,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react'
import {
  type ChoiceState,
  radioGroupStyle,
  useChoice,
  useChoiceValue,
} from '../native-radio/native-radio.js'
import type { Slotted } from '../style-context/style-context.js'

// The parts of a group of real radios, shared by the day carousel's days and the time-slot
// cards: the root holds the chosen value, each item its radio. An item reads "am I chosen"
// and its input "am I described" from small stores rather than from a context value, so
// that a pick renders the choice left and the choice taken, not every choice, and the text
// that describes a radio renders its input again, not its whole card. Each component
// styles the parts with its own slots (`as`) and names them in its errors (`part`, such as
// 'DayCarousel.Item').

/** A value its readers subscribe to one by one. */
interface ValueStore<T> {
  get: () => T
  set: (next: T) => void
  subscribe: (listener: () => void) => () => void
}

function createValueStore<T>(initial: T): ValueStore<T> {
  let current = initial
  const listeners = new Set<() => void>()
  return {
    get: () => current,
    set(next) {
      if (Object.is(next, current)) return
      current = next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** What a group's root props say about the choice, for `useChoiceGroup`. */
export interface ChoiceGroupProps {
  /** Id of the radio group; the parts derive their ids from it. @default a generated id */
  id?: string | undefined
  /** Form field name of the radios. @default the group's id */
  name?: string | undefined
  /** The chosen value, when controlled (`null` for none); pair it with `onValueChange`. @default undefined */
  value?: string | null | undefined
  /** The chosen value on first render, when uncontrolled. @default null */
  defaultValue?: string | null | undefined
  /** Called with `{ value }` when the shopper chooses. @default undefined */
  onValueChange?: ((details: { value: string }) => void) | undefined
  /** Every choice is disabled. @default false */
  disabled?: boolean | undefined
  /** A choice must be made to submit the form. @default false */
  required?: boolean | undefined
}

/** The group as its parts read it. */
export interface ChoiceGroup {
  groupId: string
  /** Id of the group's label, which names the `radiogroup`. */
  labelId: string
  name: string
  disabled: boolean
  required: boolean
  chosen: ValueStore<string | null>
  select: (value: string) => void
}

/** Provided by a group's root, with the value of `useChoiceGroup`. */
export const ChoiceGroupContext = createContext<ChoiceGroup | undefined>(undefined)

/**
 * The group's state from its root's props: the same object while those props are. The
 * label's id is the group's with `labelSuffix` (`'-label'`, `':label'`).
 */
export function useChoiceGroup(
  {
    id,
    name,
    value,
    defaultValue,
    onValueChange,
    disabled = false,
    required = false,
  }: ChoiceGroupProps,
  labelSuffix: string,
): ChoiceGroup {
  const generatedId = useId()
  const groupId = id ?? generatedId
  const labelId = `${groupId}${labelSuffix}`
  const [chosen, select] = useChoiceValue(value, defaultValue, (next) =>
    onValueChange?.({ value: next }),
  )
  const [store] = useState(() => createValueStore(chosen))
  // After the commit: the items that did not render again read the new value too.
  useLayoutEffect(() => store.set(chosen), [store, chosen])
  return useMemo(
    () => ({ groupId, labelId, name: name ?? groupId, disabled, required, chosen: store, select }),
    [groupId, labelId, name, disabled, required, store, select],
  )
}

/** The group around `part` (e.g. 'TimeSlotGroup.Label'); a named error outside its root. */
export function useGroupOf(part: string): ChoiceGroup {
  const group = useContext(ChoiceGroupContext)
  if (group === undefined) throw new Error(`${part} must be inside a ${rootOf(part)}.Root`)
  return group
}

const rootOf = (part: string) => part.slice(0, part.indexOf('.'))

/**
 * The `radiogroup` element's attributes: its id, its name (the group's label), its states,
 * and the inline style the hidden inputs need, with the caller's `style` over it.
 */
export function radioGroupAttributes(group: ChoiceGroup, style: CSSProperties | undefined) {
  return {
    role: 'radiogroup',
    id: group.groupId,
    'aria-labelledby': group.labelId,
    'aria-required': group.required || undefined,
    'aria-disabled': group.disabled || undefined,
    'data-disabled': group.disabled ? '' : undefined,
    style: style === undefined ? radioGroupStyle : { ...radioGroupStyle, ...style },
  } as const
}

/** One item as its parts read it. */
interface ChoiceItem {
  choice: ChoiceState
  descriptionId: string
  described: ValueStore<boolean>
}

const ChoiceItemContext = createContext<ChoiceItem | undefined>(undefined)

/** The item's state for a part inside it, such as a radio dot; a named error outside one. */
export function useItemOf(part: string): ChoiceItem {
  const item = useContext(ChoiceItemContext)
  if (item === undefined) throw new Error(`${part} must be inside a ${rootOf(part)}.Item`)
  return item
}

/** Which component a shared part serves: its name in errors, and its styled element. */
interface Served<E extends 'label' | 'span'> {
  part: string
  as: Slotted<E>
}

export interface ChoiceItemProps extends Omit<ComponentProps<'label'>, 'ref'> {
  /** Identifies the choice; reported by `onValueChange`. */
  value: string
  /** The choice cannot be made; arrow keys skip it. @default false */
  disabled?: boolean | undefined
}

/**
 * One choice: the radio's `<label>`, its hit area, with the state the selection styles
 * read (`data-state`, `data-disabled`, `data-hover`, `data-focus-visible`).
 */
export const ChoiceItem = forwardRef<HTMLLabelElement, ChoiceItemProps & Served<'label'>>(
  function ChoiceItem(
    { part, as: Label, value, disabled = false, onPointerEnter, onPointerLeave, ...rest },
    ref,
  ) {
    const group = useGroupOf(part)
    const isChosen = () => group.chosen.get() === value
    const checked = useSyncExternalStore(group.chosen.subscribe, isChosen, isChosen)
    const choice = useChoice({
      groupId: group.groupId,
      name: group.name,
      value,
      checked,
      disabled: group.disabled || disabled,
      required: group.required,
      onSelect: group.select,
    })
    const descriptionId = useId()
    const [described] = useState(() => createValueStore(false))
    // A new value each render: an item renders again only when its own state changes.
    return (
      <ChoiceItemContext.Provider value={{ choice, descriptionId, described }}>
        <Label
          ref={ref}
          {...rest}
          {...choice.item}
          onPointerEnter={(event) => {
            onPointerEnter?.(event)
            choice.item.onPointerEnter?.(event)
          }}
          onPointerLeave={(event) => {
            onPointerLeave?.(event)
            choice.item.onPointerLeave?.(event)
          }}
        />
      </ChoiceItemContext.Provider>
    )
  },
)

/** The props of a `<span>` part. */
export type ChoiceSpanProps = Omit<ComponentProps<'span'>, 'ref'>

/** The group's visible label; it names the `radiogroup`. */
export const ChoiceGroupLabel = forwardRef<HTMLSpanElement, ChoiceSpanProps & Served<'span'>>(
  function ChoiceGroupLabel({ part, as: Span, ...rest }, ref) {
    const { labelId } = useGroupOf(part)
    return <Span ref={ref} {...rest} id={labelId} />
  },
)

/** The text that names the item's radio. */
export const ChoiceItemText = forwardRef<HTMLSpanElement, ChoiceSpanProps & Served<'span'>>(
  function ChoiceItemText({ part, as: Span, ...rest }, ref) {
    const { choice } = useItemOf(part)
    return <Span ref={ref} {...rest} id={choice.textId} />
  },
)

/** A text read with the item's radio (its input's `aria-describedby`) while it is shown. */
export const ChoiceItemDescription = forwardRef<HTMLSpanElement, ChoiceSpanProps & Served<'span'>>(
  function ChoiceItemDescription({ part, as: Span, ...rest }, ref) {
    const { descriptionId, described } = useItemOf(part)
    useLayoutEffect(() => {
      described.set(true)
      return () => described.set(false)
    }, [described])
    return <Span ref={ref} {...rest} id={descriptionId} />
  },
)

export type ChoiceHiddenInputProps = Omit<ComponentProps<'input'>, 'ref'>

/**
 * The item's native radio, visually hidden: it takes the focus; described by the item's
 * description while one is shown. Props given here win over the derived ones.
 */
export const ChoiceHiddenInput = forwardRef<
  HTMLInputElement,
  ChoiceHiddenInputProps & { part: string }
>(function ChoiceHiddenInput({ part, ...rest }, ref) {
  const { choice, descriptionId, described } = useItemOf(part)
  const isDescribed = useSyncExternalStore(described.subscribe, described.get, described.get)
  return (
    <input
      ref={ref}
      {...choice.input}
      aria-describedby={isDescribed ? descriptionId : undefined}
      {...rest}
    />
  )
})
