import {
  createContext,
  forwardRef,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  useContext,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { cx } from '#styled-system/css'
import { checkbox } from '#styled-system/recipes'
import { hiddenInputStyle, useShown } from '../native-radio/native-radio.js'
import { withLabelPointerDown, withPointerFocus } from '../switch/pointer-focus.js'
import { CheckboxCheckIcon, CheckboxDashIcon } from './checkbox-icons.js'

// A native checkbox in its label, with no state machine: the browser gives it Tab, Space,
// the label as hit area and form submission. The parts read one context for the checked
// state and the data attributes the recipe styles (`data-state`, `data-disabled`,
// `data-readonly`, `data-invalid`); hover and keyboard focus are read by the recipe from
// the label and the input (`:hover`, `:focus-visible`), so they render nothing.

/** `true`, `false` or `'indeterminate'` (some but not all of a group checked). */
export type CheckboxCheckedState = boolean | 'indeterminate'

/** What `onCheckedChange` is called with. */
export interface CheckboxCheckedChangeDetails {
  checked: CheckboxCheckedState
}

type Classes = ReturnType<typeof checkbox>

interface FieldState {
  inputId: string
  ids: { field: string; label: string; description: string; errorText: string }
  invalid: boolean
  disabled: boolean
  readOnly: boolean
  required: boolean
  described: boolean
  describe: () => () => void
  errorShown: boolean
  showError: () => () => void
  classes: Classes
}

const FieldContext = createContext<FieldState | undefined>(undefined)

/** The ids Ark's field gave the parts, so pages and tests that point at them still can. */
const fieldIds = (inputId: string) => ({
  field: `field::${inputId}`,
  label: `field::${inputId}::label`,
  description: `field::${inputId}::helper-text`,
  errorText: `field::${inputId}::error-text`,
})

/** The state every part of one checkbox reads; `Checkbox.Context` hands it to a render prop. */
export interface CheckboxApi {
  /** Checked (not indeterminate). */
  checked: boolean
  /** Shown as partly checked. */
  indeterminate: boolean
  /** `true`, `false` or `'indeterminate'`. */
  checkedState: CheckboxCheckedState
  disabled: boolean
  readOnly: boolean
  invalid: boolean
  required: boolean
  /** Sets the state, as the shopper would (calls `onCheckedChange`). */
  setChecked: (checked: CheckboxCheckedState) => void
  /** Toggles the state (from indeterminate, to checked). */
  toggleChecked: () => void
}

interface RootState extends CheckboxApi {
  inputId: string
  labelId: string
  name: string | undefined
  value: string | undefined
  data: {
    'data-state': 'checked' | 'unchecked' | 'indeterminate'
    'data-disabled': '' | undefined
    'data-readonly': '' | undefined
    'data-invalid': '' | undefined
  }
  classes: Classes
}

const RootContext = createContext<RootState | undefined>(undefined)

function useRoot(part: string): RootState {
  const root = useContext(RootContext)
  if (root === undefined) throw new Error(`Checkbox.${part} must be inside a Checkbox.Root`)
  return root
}

function useField(part: string): FieldState {
  const field = useContext(FieldContext)
  if (field === undefined) throw new Error(`Checkbox.${part} must be inside a Checkbox.Field`)
  return field
}

export interface CheckboxFieldProps extends HTMLAttributes<HTMLDivElement> {
  /** Marks the choice as wrong: the error text shows and the box gets `aria-invalid`. @default false */
  invalid?: boolean | undefined
  /** The box cannot be used or focused. @default false */
  disabled?: boolean | undefined
  /** The box is focusable but cannot be toggled. @default false */
  readOnly?: boolean | undefined
  /** The box must be checked to submit the form. @default false */
  required?: boolean | undefined
  /** Id of the native checkbox; the field and texts derive their ids from it. @default a generated id */
  id?: string | undefined
}

/**
 * The checkbox with its texts: `Checkbox.Root`, then `Checkbox.Description` and
 * `Checkbox.ErrorText`, wired to the native checkbox by id. Holds `invalid`, `disabled`,
 * `readOnly`, `required` and the `id` the parts derive theirs from.
 */
export const CheckboxField = forwardRef<HTMLDivElement, CheckboxFieldProps>(function CheckboxField(
  { invalid = false, disabled = false, readOnly = false, required = false, id, ...rest },
  ref,
) {
  const ownId = useId()
  const inputId = id ?? ownId
  const [described, describe] = useShown()
  const [errorShown, showError] = useShown()
  const classes = checkbox()
  const field = useMemo(
    () => ({
      inputId,
      ids: fieldIds(inputId),
      invalid,
      disabled,
      readOnly,
      required,
      described,
      describe,
      errorShown,
      showError,
      classes,
    }),
    [
      inputId,
      invalid,
      disabled,
      readOnly,
      required,
      described,
      describe,
      errorShown,
      showError,
      classes,
    ],
  )
  return (
    <FieldContext.Provider value={field}>
      <div
        {...rest}
        ref={ref}
        id={field.ids.field}
        data-invalid={invalid ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        className={cx(classes.field, rest.className)}
      />
    </FieldContext.Provider>
  )
})

export interface CheckboxRootProps
  extends Omit<LabelHTMLAttributes<HTMLLabelElement>, 'onChange' | 'defaultChecked'> {
  /** The checked state, when controlled; pair it with `onCheckedChange`. @default undefined */
  checked?: CheckboxCheckedState | undefined
  /** The initial checked state, when uncontrolled. @default false */
  defaultChecked?: CheckboxCheckedState | undefined
  /** Called with `{ checked }` when the shopper toggles the box. @default undefined */
  onCheckedChange?: ((details: CheckboxCheckedChangeDetails) => void) | undefined
  /** Form field name. @default undefined */
  name?: string | undefined
  /** Value submitted with the form while checked. @default 'on' */
  value?: string | undefined
  /** Without a `Checkbox.Field`: the box cannot be used. @default the field's */
  disabled?: boolean | undefined
  /** Without a `Checkbox.Field`: focusable but not toggled. @default the field's */
  readOnly?: boolean | undefined
  /** Without a `Checkbox.Field`: marks the choice as wrong. @default the field's */
  invalid?: boolean | undefined
  /** Without a `Checkbox.Field`: must be checked to submit. @default the field's */
  required?: boolean | undefined
  /** Without a `Checkbox.Field`: id of the native checkbox. @default a generated id */
  id?: string | undefined
}

/**
 * The checkbox (a `<label>`, its hit area): holds `checked`, `defaultChecked`,
 * `onCheckedChange`, `name` and `value`, around `Control`, `Label` and `HiddenInput`.
 */
export const CheckboxRoot = forwardRef<HTMLLabelElement, CheckboxRootProps>(function CheckboxRoot(
  {
    checked: checkedProp,
    defaultChecked = false,
    onCheckedChange,
    name,
    value,
    disabled: ownDisabled,
    readOnly: ownReadOnly,
    invalid: ownInvalid,
    required: ownRequired,
    id,
    className,
    ...rest
  },
  ref,
) {
  const field = useContext(FieldContext)
  const ownId = useId()
  const inputId = field?.inputId ?? id ?? ownId
  const [own, setOwn] = useState<CheckboxCheckedState>(defaultChecked)
  const checkedState = checkedProp ?? own
  const disabled = ownDisabled ?? field?.disabled ?? false
  const readOnly = ownReadOnly ?? field?.readOnly ?? false
  const invalid = ownInvalid ?? field?.invalid ?? false
  const required = ownRequired ?? field?.required ?? false
  const setChecked = (next: CheckboxCheckedState) => {
    if (checkedProp === undefined) setOwn(next)
    onCheckedChange?.({ checked: next })
  }
  const classes = field?.classes ?? checkbox()
  const root: RootState = {
    checked: checkedState === true,
    indeterminate: checkedState === 'indeterminate',
    checkedState,
    disabled,
    readOnly,
    invalid,
    required,
    setChecked,
    toggleChecked: () => setChecked(checkedState !== true),
    inputId,
    labelId: field?.ids.label ?? `checkbox:${inputId}:label`,
    name,
    value,
    data: {
      'data-state':
        checkedState === 'indeterminate' ? 'indeterminate' : checkedState ? 'checked' : 'unchecked',
      'data-disabled': disabled ? '' : undefined,
      'data-readonly': readOnly ? '' : undefined,
      'data-invalid': invalid ? '' : undefined,
    },
    classes,
  }
  return (
    <RootContext.Provider value={root}>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: `htmlFor` names the HiddenInput inside it. */}
      <label
        {...rest}
        {...root.data}
        ref={ref}
        htmlFor={inputId}
        className={cx(classes.root, className)}
        onPointerDown={withLabelPointerDown(rest.onPointerDown)}
      />
    </RootContext.Provider>
  )
})

export type CheckboxControlProps = HTMLAttributes<HTMLSpanElement>

/** The box drawn beside the label, around its `Checkbox.Indicator`s. */
export const CheckboxControl = forwardRef<HTMLSpanElement, CheckboxControlProps>(
  function CheckboxControl({ className, ...rest }, ref) {
    const { data, classes } = useRoot('Control')
    return (
      <span
        aria-hidden="true"
        {...rest}
        {...data}
        ref={ref}
        className={cx(classes.control, className)}
      />
    )
  },
)

export interface CheckboxIndicatorProps extends HTMLAttributes<HTMLSpanElement> {
  /** Shown while indeterminate rather than while checked. @default false */
  indeterminate?: boolean | undefined
  /** The mark. @default a tick, or a dash when `indeterminate` */
  children?: ReactNode
}

/** The tick shown while checked, or with `indeterminate` the dash. */
export const CheckboxIndicator = forwardRef<HTMLSpanElement, CheckboxIndicatorProps>(
  function CheckboxIndicator({ indeterminate = false, children, className, ...rest }, ref) {
    const root = useRoot('Indicator')
    const shown = indeterminate ? root.indeterminate : root.checked
    return (
      <span
        {...rest}
        {...root.data}
        ref={ref}
        hidden={!shown}
        className={cx(root.classes.indicator, className)}
      >
        {children ?? (indeterminate ? <CheckboxDashIcon /> : <CheckboxCheckIcon />)}
      </span>
    )
  },
)

export type CheckboxLabelProps = HTMLAttributes<HTMLSpanElement>

/** The visible label beside the box; it names the checkbox. */
export const CheckboxLabel = forwardRef<HTMLSpanElement, CheckboxLabelProps>(function CheckboxLabel(
  { className, ...rest },
  ref,
) {
  const { data, classes, labelId } = useRoot('Label')
  return (
    <span id={labelId} {...rest} {...data} ref={ref} className={cx(classes.label, className)} />
  )
})

export type CheckboxDescriptionProps = HTMLAttributes<HTMLSpanElement>

/** Text under the label, read with the checkbox (`aria-describedby`). */
export const CheckboxDescription = forwardRef<HTMLSpanElement, CheckboxDescriptionProps>(
  function CheckboxDescription({ className, ...rest }, ref) {
    const { ids, describe, classes } = useField('Description')
    useLayoutEffect(describe, [describe])
    return (
      <span
        {...rest}
        ref={ref}
        id={ids.description}
        className={cx(classes.description, className)}
      />
    )
  },
)

export type CheckboxErrorTextProps = HTMLAttributes<HTMLSpanElement>

/** The error under a field that is `invalid` (none otherwise); announced, read with the checkbox. */
export const CheckboxErrorText = forwardRef<HTMLSpanElement, CheckboxErrorTextProps>(
  function CheckboxErrorText(props, ref) {
    const field = useField('ErrorText')
    return field.invalid ? <ShownErrorText {...props} ref={ref} field={field} /> : null
  },
)

const ShownErrorText = forwardRef<HTMLSpanElement, CheckboxErrorTextProps & { field: FieldState }>(
  function ShownErrorText({ field, className, ...rest }, ref) {
    const { showError } = field
    useLayoutEffect(showError, [showError])
    return (
      <span
        aria-live="polite"
        {...rest}
        ref={ref}
        id={field.ids.errorText}
        className={cx(field.classes.errorText, className)}
      />
    )
  },
)

export type CheckboxHiddenInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked' | 'defaultChecked'
>

/**
 * React's change event of a checkbox comes from the same click, after the click handler,
 * even when that handler cancels it: the click handler alone reports a toggle, and this
 * one only tells React the checkbox is meant to change.
 */
const reportedOnClick = () => {}

/**
 * The native checkbox, visually hidden, that takes focus. Inside a `Checkbox.Field` it is
 * described by the field's description and, while invalid, its error text.
 */
export const CheckboxHiddenInput = forwardRef<HTMLInputElement, CheckboxHiddenInputProps>(
  function CheckboxHiddenInput({ onClick, onFocus, onBlur, onKeyDown, ...rest }, ref) {
    const root = useRoot('HiddenInput')
    const field = useContext(FieldContext)
    const describedBy =
      [field?.described ? field.ids.description : '', field?.errorShown ? field.ids.errorText : '']
        .filter(Boolean)
        .join(' ') || undefined
    const inputRef = useRef<HTMLInputElement>(null)
    useImperativeHandle(ref, () => inputRef.current as HTMLInputElement)
    // `indeterminate` is a property, not an attribute: set it after each render.
    useLayoutEffect(() => {
      if (inputRef.current) inputRef.current.indeterminate = root.indeterminate
    }, [root.indeterminate])
    return (
      <input
        aria-describedby={describedBy}
        {...rest}
        ref={inputRef}
        type="checkbox"
        id={root.inputId}
        name={root.name}
        value={root.value}
        checked={root.checked}
        disabled={root.disabled}
        required={root.required}
        aria-invalid={root.invalid || undefined}
        aria-readonly={root.readOnly || undefined}
        style={hiddenInputStyle}
        onChange={reportedOnClick}
        onClick={(event: MouseEvent<HTMLInputElement>) => {
          onClick?.(event)
          // Read-only: focusable, but the browser puts a cancelled click's checkbox back.
          if (root.readOnly || event.defaultPrevented) event.preventDefault()
          else root.setChecked(event.currentTarget.checked)
        }}
        {...withPointerFocus({ onFocus, onBlur, onKeyDown })}
      />
    )
  },
)

/** Hands the checkbox's state (`checked`, `indeterminate`, `setChecked`, …) to a render prop. */
export function CheckboxContext({ children }: { children: (api: CheckboxApi) => ReactNode }) {
  return children(useRoot('Context'))
}
