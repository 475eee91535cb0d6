import { defineSlotRecipe } from '@pandacss/dev'

export const dataListRecipe = defineSlotRecipe({
  className: 'data-list',
  description: 'Labels and their values, such as the lines of an order summary',
  slots: ['root', 'item', 'label', 'value'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', m: '0', fontFamily: 'body' },
    item: {
      display: 'flex',
      gap: '3',
      minWidth: '0',
      // The total: bold, a line above it.
      '&[data-total]': {
        fontWeight: 'bold',
        pt: '2',
        borderTopWidth: 'thin',
        borderTopStyle: 'solid',
        borderColor: 'border.default',
      },
    },
    label: { m: '0', color: 'fg.default' },
    value: { m: '0', color: 'fg.default' },
  },
  variants: {
    /**
     * `horizontal`: the label at the start, its value at the end of the same line
     * (amounts). `vertical`: the value under its label (an address).
     */
    orientation: {
      horizontal: {
        item: { justifyContent: 'space-between', alignItems: 'baseline' },
        value: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
      },
      vertical: {
        item: { flexDirection: 'column', gap: '0.5' },
        label: { fontSize: 'sm', color: 'fg.muted' },
      },
    },
  },
  defaultVariants: { orientation: 'horizontal' },
})
