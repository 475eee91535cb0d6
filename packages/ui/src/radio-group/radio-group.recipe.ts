import { radioGroupAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { labelKeyboardFocus, radioMark } from '../theme/selection-styles.js'

export const radioGroupRecipe = defineSlotRecipe({
  className: 'radio-group',
  description: 'Plain radios: a labelled group of choices with descriptions and an error text',
  jsx: ['RadioGroup', 'RadioGroup.Root'],
  // `items` lays the radios out; `body` holds an item's label and description; the
  // group's `errorText` sits under the items.
  slots: radioGroupAnatomy.extendWith('items', 'body', 'description', 'errorText').keys(),
  base: {
    root: {
      '--radio-size': 'token(spacing.5)',
      '--radio-gap': 'token(spacing.3)',
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      minWidth: '0',
      fontFamily: 'body',
    },
    label: {
      fontSize: 'sm',
      fontWeight: 'control',
      lineHeight: 'tight',
      color: 'fg.default',
      '&[data-disabled]': { color: 'fg.disabled' },
    },
    items: { display: 'flex', gap: '3' },
    // The label element is the hit area: mark and texts, at least the 24 px target high.
    item: {
      display: 'inline-flex',
      alignItems: 'flex-start',
      gap: 'var(--radio-gap)',
      minHeight: 'target',
      cursor: 'pointer',
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
    itemControl: {
      flexShrink: '0',
      ...radioMark,
      // Centred on the first line of the 24 px label line.
      mt: '0.5',
      'label:hover &:not([data-disabled], [data-state=checked])': { borderColor: 'border.strong' },
      '&[data-invalid]:not([data-state=checked])': { borderColor: 'danger.border' },
      // Keyboard focus on the native input (theme/selection-styles.ts).
      [labelKeyboardFocus]: {
        outlineWidth: 'thick',
        outlineStyle: 'solid',
        outlineColor: 'focusRing',
        outlineOffset: '0.5',
      },
    },
    body: { display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: '0' },
    itemText: {
      fontSize: 'md',
      lineHeight: 'normal',
      color: 'fg.default',
      '&[data-disabled]': { color: 'fg.disabled' },
    },
    description: { fontSize: 'sm', lineHeight: 'normal', color: 'fg.muted' },
    errorText: { fontSize: 'sm', lineHeight: 'normal', fontWeight: 'control', color: 'danger.fg' },
    indicator: {},
  },
  variants: {
    orientation: {
      vertical: { items: { flexDirection: 'column' } },
      horizontal: { items: { flexDirection: 'row', flexWrap: 'wrap', columnGap: '6' } },
    },
  },
  defaultVariants: { orientation: 'vertical' },
})
