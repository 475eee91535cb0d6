import { defineSlotRecipe } from '@pandacss/dev'
import { fieldControlStyles } from '../field/field.recipe.js'

// The outline's own `px` would win over `ps` in the generated CSS: keep only its other styles.
const { px: _padding, ...controlStyles }: typeof fieldControlStyles & { px?: unknown } =
  fieldControlStyles

export const currencyInputRecipe = defineSlotRecipe({
  className: 'currency-input',
  description: 'A money amount input with its currency symbol inside the outline',
  jsx: ['CurrencyInput'],
  slots: ['control', 'prefix', 'input'],
  base: {
    control: { position: 'relative', display: 'flex', alignItems: 'center', minWidth: '0' },
    // Drawn over the input's padding; clicks pass through to the input.
    prefix: {
      position: 'absolute',
      insetInlineStart: '3',
      pointerEvents: 'none',
      fontFamily: 'body',
      fontSize: 'md',
      lineHeight: 'tight',
      color: 'fg.muted',
      '&[data-disabled]': { color: 'fg.disabled' },
    },
    input: {
      ...controlStyles,
      ps: '8',
      pe: '3',
      fontVariantNumeric: 'tabular-nums',
    },
  },
})
