import {
  type ComponentProps,
  createContext,
  type ForwardRefExoticComponent,
  forwardRef,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  type ReactNode,
  type RefAttributes,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
} from 'react'
import { hiddenInputStyle, useChoiceValue, useShown } from '../native-radio/native-radio.js'
import { withLabelPointerDown, withPointerFocus } from '../switch/pointer-focus.js'
import { withContext, withProvider } from './radio-group-style-context.js'
import type { RadioGroupValueChangeDetails } from './radio-group-types.js'

// Real radios in their labels, with no state machine: the browser gives the group what the
// WAI-ARIA radio group asks for (Tab onto the checked or first radio, arrow keys that move
// and select and skip disabled radios, Space, form submission). The parts read the group's
// value from a context and carry the data attributes the recipe styles (`data-state`,
// `data-disabled`, `data-invalid`); hover and keyboard focus are read by the recipe from
// the label and the input (`:hover`, `:focus-visible`), so they render nothing.

interface GroupState {
  id: string
  name: string
  value: string | null
  select: (value: string) => void
  disabled: boolean
  invalid: boolean
  required: boolean
  labelId: string
  showLabel: () => () => void
  errorTextId: string
  errorShown: boolean
  showError: () => () => void
}

const GroupContext = createContext<GroupState | undefined>(undefined)

function useGroup(part: string): GroupState {
  const group = useContext(GroupContext)
  if (group === undefined) throw new Error(`RadioGroup.${part} must be inside a RadioGroup.Root`)
  return group
}

/** The data attributes of a group's part ('label'), as Ark's anatomy named them. */
const part = (name: string) => ({ 'data-scope': 'radio-group', 'data-part': name })

interface RadioGroupRootOwnProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'> {
  /** The selected value, when controlled (`null` for none); pair it with `onValueChange`. @default undefined */
  value?: string | null | undefined
  /** The selected value on first render, when uncontrolled. @default null */
  defaultValue?: string | null | undefined
  /** Called with `{ value }` when the shopper selects a radio. @default undefined */
  onValueChange?: ((details: RadioGroupValueChangeDetails) => void) | undefined
  /** `vertical` stacks the radios; `horizontal` puts them on one line, wrapping. @default 'vertical' */
  orientation?: 'horizontal' | 'vertical' | undefined
  /** Marks the choice as wrong: the radios get `aria-invalid`. @default false */
  invalid?: boolean | undefined
  /** Form field name of the radios. @default derived from the id */
  name?: string | undefined
  /** Every radio is disabled. @default false */
  disabled?: boolean | undefined
  /** A radio must be selected to submit the form. @default false */
  required?: boolean | undefined
  /** Id of the group; the parts derive their ids from it. @default a generated id */
  id?: string | undefined
}

/**
 * The group's element, told the orientation under another name: the style context takes
 * `orientation` as the recipe's variant and does not pass it on.
 */
const GroupElement = forwardRef<
  HTMLDivElement,
  HTMLAttributes<HTMLDivElement> & {
    group: GroupState
    ariaOrientation: 'horizontal' | 'vertical'
  }
>(function GroupElement({ group, ariaOrientation, ...rest }, ref) {
  const [labelled, showLabel] = useShown()
  const state = useMemo(() => ({ ...group, showLabel }), [group, showLabel])
  return (
    <GroupContext.Provider value={state}>
      <div
        role="radiogroup"
        aria-labelledby={labelled ? group.labelId : undefined}
        aria-orientation={ariaOrientation}
        aria-required={group.required || undefined}
        aria-disabled={group.disabled || undefined}
        {...part('root')}
        data-disabled={group.disabled ? '' : undefined}
        data-invalid={group.invalid ? '' : undefined}
        data-orientation={ariaOrientation}
        // Ark's root style: the visually hidden inputs are placed inside it.
        style={{ position: 'relative' }}
        {...rest}
        ref={ref}
        id={group.id}
      />
    </GroupContext.Provider>
  )
})

const StyledRoot = withProvider<
  ForwardRefExoticComponent<
    ComponentProps<typeof GroupElement> & {
      orientation?: 'horizontal' | 'vertical' | undefined
    } & RefAttributes<HTMLDivElement>
  >
>(GroupElement, 'root')

/**
 * The `radiogroup` (WAI-ARIA radio group on native radios): Tab enters on the checked or
 * first radio, arrow keys move and select, disabled radios are skipped. Every other prop
 * (`data-*`, `aria-*`, handlers, `className`) reaches its element.
 */
export const RadioGroupRoot = forwardRef<HTMLDivElement, RadioGroupRootOwnProps>(
  function RadioGroupRoot(
    {
      id,
      orientation = 'vertical',
      value: valueProp,
      defaultValue,
      onValueChange,
      invalid = false,
      name,
      disabled = false,
      required = false,
      ...rest
    },
    ref,
  ) {
    const generatedId = useId()
    const rootId = id ?? generatedId
    const [errorShown, showError] = useShown()
    const [value, select] = useChoiceValue(valueProp, defaultValue, (next) =>
      onValueChange?.({ value: next }),
    )
    const group = useMemo(
      () => ({
        id: rootId,
        name: name ?? rootId,
        value,
        select,
        disabled,
        invalid,
        required,
        labelId: `radio-group:${rootId}:label`,
        showLabel: () => () => {},
        errorTextId: `${rootId}-error-text`,
        errorShown,
        showError,
      }),
      [rootId, name, value, select, disabled, invalid, required, errorShown, showError],
    )
    return (
      <StyledRoot
        ref={ref}
        {...rest}
        group={group}
        orientation={orientation}
        ariaOrientation={orientation}
      />
    )
  },
)
export type RadioGroupRootProps = ComponentProps<typeof RadioGroupRoot>

const LabelSpan = withContext('span', 'label')

/** The group's visible label; it names the `radiogroup`. */
export const RadioGroupLabel = forwardRef<HTMLSpanElement, ComponentProps<typeof LabelSpan>>(
  function RadioGroupLabel(props, ref) {
    const { id, labelId, showLabel, disabled } = useGroup('Label')
    useLayoutEffect(showLabel, [showLabel])
    return (
      <LabelSpan
        {...part('label')}
        data-disabled={disabled ? '' : undefined}
        // As a form label does: a press moves the focus to the checked or first radio.
        onClick={(event) => {
          const radios = event.currentTarget.ownerDocument
            .getElementById(id)
            ?.querySelectorAll<HTMLInputElement>('input[type=radio]:enabled')
          const list = [...(radios ?? [])]
          ;(list.find((radio) => radio.checked) ?? list[0])?.focus()
        }}
        {...props}
        ref={ref}
        id={labelId}
      />
    )
  },
)
export type RadioGroupLabelProps = ComponentProps<typeof RadioGroupLabel>

/** Lays the `RadioGroup.Item`s out along the group's `orientation`. */
export const RadioGroupItems = withContext('div', 'items')
export type RadioGroupItemsProps = ComponentProps<typeof RadioGroupItems>

interface ItemState {
  value: string
  checked: boolean
  disabled: boolean
  ids: { item: string; text: string; input: string; description: string }
  data: {
    'data-state': 'checked' | 'unchecked'
    'data-disabled': '' | undefined
    'data-invalid': '' | undefined
  }
  described: boolean
  describe: () => () => void
}

const ItemContext = createContext<ItemState | undefined>(undefined)

function useItem(part: string): ItemState {
  const item = useContext(ItemContext)
  if (item === undefined) throw new Error(`RadioGroup.${part} must be inside a RadioGroup.Item`)
  return item
}

const ItemLabel = withContext('label', 'item')

export interface RadioGroupItemProps
  extends Omit<LabelHTMLAttributes<HTMLLabelElement>, 'htmlFor'> {
  /** Identifies the choice; reported by `onValueChange` and submitted with the form. */
  value: string
  /** The choice cannot be selected; arrow keys skip it. @default false */
  disabled?: boolean | undefined
}

/**
 * One radio, a `<label>` (its hit area) around `ItemControl`, `ItemBody` (`ItemText`,
 * `ItemDescription`) and `ItemHiddenInput`. Takes `value` and `disabled`.
 */
export const RadioGroupItem = forwardRef<HTMLLabelElement, RadioGroupItemProps>(
  function RadioGroupItem({ value, disabled: ownDisabled = false, ...rest }, ref) {
    const group = useGroup('Item')
    const [described, describe] = useShown()
    const checked = group.value === value
    const disabled = group.disabled || ownDisabled
    const base = `radio-group:${group.id}:radio:${value}`
    const item: ItemState = {
      value,
      checked,
      disabled,
      ids: {
        item: base,
        text: `${base}:label`,
        input: `${base}:input`,
        description: `${base}:description`,
      },
      data: {
        'data-state': checked ? 'checked' : 'unchecked',
        'data-disabled': disabled ? '' : undefined,
        'data-invalid': group.invalid ? '' : undefined,
      },
      described,
      describe,
    }
    return (
      <ItemContext.Provider value={item}>
        <ItemLabel
          id={item.ids.item}
          {...part('item')}
          {...item.data}
          {...rest}
          ref={ref}
          htmlFor={item.ids.input}
          onPointerDown={withLabelPointerDown(rest.onPointerDown)}
        />
      </ItemContext.Provider>
    )
  },
)

const ControlSpan = withContext('span', 'itemControl')

/** The radio's mark. */
export const RadioGroupItemControl = forwardRef<
  HTMLSpanElement,
  ComponentProps<typeof ControlSpan>
>(function RadioGroupItemControl(props, ref) {
  const { data } = useItem('ItemControl')
  return <ControlSpan aria-hidden="true" {...part('item-control')} {...data} {...props} ref={ref} />
})
export type RadioGroupItemControlProps = ComponentProps<typeof RadioGroupItemControl>

/** The column of the radio's texts: `ItemText`, then `ItemDescription`. */
export const RadioGroupItemBody = withContext('span', 'body')
export type RadioGroupItemBodyProps = ComponentProps<typeof RadioGroupItemBody>

const TextSpan = withContext('span', 'itemText')

/** The text beside the radio; it names the radio. */
export const RadioGroupItemText = forwardRef<HTMLSpanElement, ComponentProps<typeof TextSpan>>(
  function RadioGroupItemText(props, ref) {
    const { data, ids } = useItem('ItemText')
    return <TextSpan {...part('item-text')} {...data} {...props} ref={ref} id={ids.text} />
  },
)
export type RadioGroupItemTextProps = ComponentProps<typeof RadioGroupItemText>

const DescriptionSpan = withContext('span', 'description')

/** Supporting text under the radio's label, read with the radio. */
export const RadioGroupItemDescription = forwardRef<
  HTMLSpanElement,
  ComponentProps<typeof DescriptionSpan>
>(function RadioGroupItemDescription(props, ref) {
  const { ids, describe } = useItem('ItemDescription')
  useLayoutEffect(describe, [describe])
  return <DescriptionSpan ref={ref} {...props} id={ids.description} />
})
export type RadioGroupItemDescriptionProps = ComponentProps<typeof RadioGroupItemDescription>

export type RadioGroupItemHiddenInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked' | 'defaultChecked' | 'value' | 'name'
>

/**
 * The radio's native input, visually hidden: it takes the focus, is named by `ItemText`,
 * and its `aria-describedby` lists the item's description and the group's error text.
 */
export const RadioGroupItemHiddenInput = forwardRef<
  HTMLInputElement,
  RadioGroupItemHiddenInputProps
>(function RadioGroupItemHiddenInput({ onFocus, onBlur, onKeyDown, ...rest }, ref) {
  const item = useItem('ItemHiddenInput')
  const group = useGroup('ItemHiddenInput')
  const describedBy = [
    item.described ? item.ids.description : '',
    group.errorShown ? group.errorTextId : '',
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <input
      aria-describedby={describedBy === '' ? undefined : describedBy}
      {...rest}
      ref={ref}
      type="radio"
      id={item.ids.input}
      name={group.name}
      value={item.value}
      checked={item.checked}
      disabled={item.disabled}
      required={group.required}
      aria-labelledby={item.ids.text}
      aria-invalid={group.invalid || undefined}
      style={hiddenInputStyle}
      onChange={(event) => {
        if (event.currentTarget.checked) group.select(item.value)
      }}
      {...withPointerFocus({ onFocus, onBlur, onKeyDown })}
    />
  )
})

const ErrorParagraph = withContext('p', 'errorText')

/** The group's error, under the radios, read with every radio; render it while invalid. */
export const RadioGroupErrorText = forwardRef<
  HTMLParagraphElement,
  ComponentProps<typeof ErrorParagraph>
>(function RadioGroupErrorText(props, ref) {
  const { errorTextId, showError } = useGroup('ErrorText')
  useLayoutEffect(showError, [showError])
  return <ErrorParagraph ref={ref} aria-live="polite" {...props} id={errorTextId} />
})
export type RadioGroupErrorTextProps = ComponentProps<typeof RadioGroupErrorText>

/** What `RadioGroup.Context` hands its render prop. */
export interface RadioGroupApi {
  /** The selected value, or `null`. */
  value: string | null
  /** Selects a value, as the shopper would (calls `onValueChange`). */
  setValue: (value: string) => void
}

/** Hands the group's value and `setValue` to a render prop. */
export function RadioGroupContext({ children }: { children: (api: RadioGroupApi) => ReactNode }) {
  const group = useGroup('Context')
  return children({ value: group.value, setValue: group.select })
}
