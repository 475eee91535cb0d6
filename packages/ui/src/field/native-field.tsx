import {
  createContext,
  forwardRef,
  type HTMLAttributes,
  type ReactNode,
  useContext,
  useId,
  useMemo,
} from 'react'
import { cx } from '#styled-system/css'
import { field } from '#styled-system/recipes'
import type { FieldBaseProps } from './field-props.js'

/** What a control inside a `NativeField` reads: its id, states and describing texts. */
export interface NativeFieldState {
  /** The control's id; the label's `for`. */
  id: string
  ids: { root: string; label: string; helperText: string; errorText: string }
  invalid: boolean
  required: boolean
  disabled: boolean
  readOnly: boolean
  /** The helper text and, while invalid, the error text: the control's `aria-describedby`. */
  describedBy: string | undefined
}

const NativeFieldContext = createContext<NativeFieldState | undefined>(undefined)

/** The ids of a field's parts, as Ark's field names them (`field::<id>::label`, ...). */
export const fieldIds = (id: string) => ({
  root: `field::${id}`,
  label: `field::${id}::label`,
  helperText: `field::${id}::helper-text`,
  errorText: `field::${id}::error-text`,
})

const flag = (on: boolean) => (on ? '' : undefined)

/** The attributes Ark's field gives a part: its anatomy name and the field's states. */
const partAttributes = (
  part: string,
  state: Pick<NativeFieldState, 'disabled' | 'invalid' | 'readOnly'>,
) => ({
  'data-scope': 'field',
  'data-part': part,
  'data-disabled': flag(state.disabled),
  'data-invalid': flag(state.invalid),
  'data-readonly': flag(state.readOnly),
})

export interface NativeFieldProps
  extends FieldBaseProps,
    Omit<HTMLAttributes<HTMLDivElement>, keyof FieldBaseProps | 'children'> {
  /** The control: a native one that reads `useNativeFieldControl()`. */
  children: ReactNode
}

/**
 * A labelled form field without a state machine, for the kit's native controls (text,
 * masked, currency and date inputs, the search box, the native select): the label, the
 * required marker or optional text, the helper text and, while `invalid`, the error text
 * (announced politely), with the ids and attributes Ark's field gives them. The control
 * takes its id, states and `aria-describedby` from `useNativeFieldControl()`.
 */
export const NativeField = forwardRef<HTMLDivElement, NativeFieldProps>(function NativeField(
  {
    label,
    labelHidden = false,
    helperText,
    errorText,
    invalid = false,
    required = false,
    optionalText,
    disabled = false,
    readOnly = false,
    id,
    className,
    children,
    ...rest
  },
  ref,
) {
  const ownId = useId()
  const controlId = id ?? ownId
  const showsError = invalid && errorText !== undefined
  const state = useMemo<NativeFieldState>(() => {
    const ids = fieldIds(controlId)
    const described = [
      helperText === undefined ? '' : ids.helperText,
      showsError ? ids.errorText : '',
    ]
    return {
      id: controlId,
      ids,
      invalid,
      required,
      disabled,
      readOnly,
      describedBy: described.filter(Boolean).join(' ') || undefined,
    }
  }, [controlId, helperText, showsError, invalid, required, disabled, readOnly])
  const styles = field({ labelHidden })
  return (
    <NativeFieldContext.Provider value={state}>
      {/* biome-ignore lint/a11y/useSemanticElements: a field is one control with its texts, not a set of controls under a legend; Ark's field root is the same group. */}
      <div
        role="group"
        {...partAttributes('root', state)}
        {...rest}
        ref={ref}
        id={state.ids.root}
        className={cx(styles.root, className)}
      >
        <label
          {...partAttributes('label', state)}
          data-required={flag(required)}
          id={state.ids.label}
          htmlFor={controlId}
          className={styles.label}
        >
          {label}
          {required ? (
            <span
              aria-hidden="true"
              data-scope="field"
              data-part="required-indicator"
              className={styles.requiredIndicator}
            >
              *
            </span>
          ) : optionalText === undefined ? null : (
            <span className={styles.optionalText}>{optionalText}</span>
          )}
        </label>
        {children}
        {helperText === undefined ? null : (
          <span
            data-scope="field"
            data-part="helper-text"
            data-disabled={flag(disabled)}
            id={state.ids.helperText}
            className={styles.helperText}
          >
            {helperText}
          </span>
        )}
        {showsError ? (
          <span
            data-scope="field"
            data-part="error-text"
            aria-live="polite"
            id={state.ids.errorText}
            className={styles.errorText}
          >
            {errorText}
          </span>
        ) : null}
      </div>
    </NativeFieldContext.Provider>
  )
})

/**
 * The props a native control inside a `NativeField` takes from it (`id`, `required`,
 * `disabled`, `readOnly`, `aria-invalid`, `aria-describedby` and the data attributes the
 * kit's control styles read); spread them before the control's own props.
 */
export function useNativeFieldControl(part: 'input' | 'select' = 'input') {
  const state = useContext(NativeFieldContext)
  if (state === undefined) {
    throw new Error('useNativeFieldControl: the control must be rendered inside <NativeField>')
  }
  return {
    ...partAttributes(part, state),
    'data-required': flag(state.required),
    id: state.id,
    required: state.required,
    disabled: state.disabled,
    readOnly: state.readOnly,
    'aria-invalid': state.invalid || undefined,
    'aria-describedby': state.describedBy,
  }
}
