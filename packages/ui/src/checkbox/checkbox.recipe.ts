import { checkboxAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { choiceField, choiceLabel, labelKeyboardFocus } from '../theme/selection-styles.js'

export const checkboxRecipe = defineSlotRecipe({
  className: 'checkbox',
  description: 'A checkbox with its label, description and error text',
  jsx: ['Checkbox', 'Checkbox.Root', 'Checkbox.Field'],
  // `field` wraps the checkbox with its texts; `description` and `errorText` sit under the label.
  slots: checkboxAnatomy.extendWith('field', 'description', 'errorText').keys(),
  base: {
    field: {
      '--checkbox-size': 'token(spacing.5)',
      '--checkbox-gap': 'token(spacing.3)',
      ...choiceField,
    },
    // The label element is the hit area: control and text, at least the 24 px target high.
    root: {
      ...choiceLabel('var(--checkbox-gap)'),
      '&[data-disabled]': { cursor: 'not-allowed' },
      '&[data-readonly]': { cursor: 'default' },
    },
    control: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      width: 'var(--checkbox-size)',
      height: 'var(--checkbox-size)',
      // Centred on the first line of the 24 px label line.
      mt: '0.5',
      color: 'accent.onSolid',
      bg: 'bg.surface',
      borderWidth: 'thick',
      borderStyle: 'solid',
      borderColor: 'border.control',
      // Square on every banner: the pill `control` radius would make it read as a radio.
      borderRadius: 'sm',
      transitionProperty: 'background-color, border-color',
      transitionDuration: 'enter',
      // The pointer anywhere over the label, on a box that can still be checked.
      'label:hover &:not([data-disabled], [data-readonly], [data-invalid], [data-state=checked], [data-state=indeterminate])':
        {
          borderColor: 'border.strong',
        },
      '&:is([data-state=checked], [data-state=indeterminate])': {
        bg: 'accent.solid',
        borderColor: 'accent.solid',
      },
      '&[data-invalid]': { borderColor: 'danger.border' },
      '&[data-invalid]:is([data-state=checked], [data-state=indeterminate])': {
        bg: 'danger.solid',
        borderColor: 'danger.solid',
      },
      '&[data-disabled]': { bg: 'bg.muted', borderColor: 'border.default', color: 'fg.disabled' },
      // Keyboard focus on the native input (theme/selection-styles.ts).
      [labelKeyboardFocus]: {
        outlineWidth: 'thick',
        outlineStyle: 'solid',
        outlineColor: 'focusRing',
        outlineOffset: '0.5',
      },
    },
    indicator: {
      display: 'flex',
      _hidden: { display: 'none' },
      '& svg': { width: 'token(spacing.4)', height: 'token(spacing.4)' },
    },
    label: {
      fontSize: 'md',
      lineHeight: 'normal',
      color: 'fg.default',
      '&[data-disabled]': { color: 'fg.disabled' },
    },
    group: { display: 'flex', flexDirection: 'column', gap: '3' },
    description: {
      ps: 'calc(var(--checkbox-size) + var(--checkbox-gap))',
      fontSize: 'sm',
      lineHeight: 'normal',
      color: 'fg.muted',
    },
    errorText: {
      ps: 'calc(var(--checkbox-size) + var(--checkbox-gap))',
      fontSize: 'sm',
      lineHeight: 'normal',
      fontWeight: 'control',
      color: 'danger.fg',
    },
  },
})
