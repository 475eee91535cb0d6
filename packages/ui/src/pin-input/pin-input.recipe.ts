import { pinInputAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { fieldControlStyles } from '../field/field.recipe.js'

export const pinInputRecipe = defineSlotRecipe({
  className: 'pin-input',
  description: 'A PIN or one-time code: one box per character, with label, helper and error text',
  jsx: ['PinInput'],
  slots: pinInputAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', minWidth: '0' },
    label: {
      fontFamily: 'body',
      fontSize: 'sm',
      fontWeight: 'control',
      lineHeight: 'tight',
      color: 'fg.default',
      '&[data-disabled]': { color: 'fg.disabled' },
    },
    control: { display: 'flex', flexWrap: 'wrap', gap: '2' },
    // Square boxes of the control height, well over the 24 px target.
    input: {
      ...fieldControlStyles,
      width: 'control',
      px: '0',
      textAlign: 'center',
      fontSize: 'lg',
      fontVariantNumeric: 'tabular-nums',
    },
  },
})
