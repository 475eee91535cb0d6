import { fieldAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe, defineStyles } from '@pandacss/dev'

/**
 * The outline of a text-like control (input, textarea, native select, the select
 * trigger), shared so that every control of a form looks and reacts alike.
 */
export const fieldControlStyles = defineStyles({
  width: 'full',
  minHeight: 'control',
  px: '3',
  fontFamily: 'body',
  fontSize: 'md',
  lineHeight: 'tight',
  color: 'fg.default',
  bg: 'bg.surface',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border.control',
  borderRadius: 'control',
  transitionProperty: 'border-color, box-shadow, background-color',
  transitionDuration: 'enter',
  _placeholder: { color: 'fg.muted', opacity: 1 },
  '&:hover:not(:disabled, [data-disabled], [data-invalid], [data-readonly])': {
    borderColor: 'border.strong',
  },
  // data-invalid only: `:invalid` would flag an empty required field before any input.
  '&[data-invalid]': {
    borderColor: 'danger.border',
    boxShadow: 'inset 0 0 0 token(borderWidths.thin) token(colors.danger.border)',
  },
  '&[data-readonly]': { bg: 'bg.subtle', borderColor: 'border.default' },
  _disabled: {
    bg: 'bg.muted',
    color: 'fg.disabled',
    borderColor: 'border.default',
    cursor: 'not-allowed',
  },
})

export const fieldRecipe = defineSlotRecipe({
  className: 'field',
  description:
    'A form field: label with required or optional marker, control, helper and error text',
  jsx: ['Field', 'TextField', 'Select'],
  slots: fieldAnatomy.extendWith('optionalText').keys(),
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1.5',
      minWidth: '0',
      fontFamily: 'body',
    },
    label: {
      display: 'inline-flex',
      flexWrap: 'wrap',
      alignItems: 'baseline',
      gap: '1',
      fontSize: 'sm',
      fontWeight: 'control',
      lineHeight: 'tight',
      color: 'fg.default',
      '&[data-disabled]': { color: 'fg.disabled' },
    },
    requiredIndicator: { color: 'danger.fg' },
    optionalText: { fontWeight: 'regular', color: 'fg.muted' },
    input: fieldControlStyles,
    select: fieldControlStyles,
    textarea: { ...fieldControlStyles, py: '2', lineHeight: 'normal', resize: 'vertical' },
    helperText: { fontSize: 'sm', lineHeight: 'normal', color: 'fg.muted' },
    errorText: {
      fontSize: 'sm',
      lineHeight: 'normal',
      fontWeight: 'control',
      color: 'danger.fg',
    },
  },
  variants: {
    /** `true`: the label is read but not shown (a heading right above says the same). */
    labelHidden: {
      true: { label: { srOnly: true } },
      false: {},
    },
  },
  defaultVariants: { labelHidden: false },
})
