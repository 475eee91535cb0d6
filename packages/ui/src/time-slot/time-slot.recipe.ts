import { radioGroupAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { radioMark, selectableCardStates, unavailableCard } from '../theme/selection-styles.js'

export const timeSlotRecipe = defineSlotRecipe({
  className: 'time-slot',
  description: 'Time-slot cards: a radio group of windows with their cost and vendor',
  jsx: ['TimeSlotGroup', 'TimeSlotGroup.Root'],
  // `items` lays the cards out; a card (`item`) holds its radio dot, window (`itemText`)
  // and `itemDetails`: the cost and vendor lines.
  slots: radioGroupAnatomy.extendWith('items', 'itemDetails', 'itemCost', 'itemVendor').keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '3', minWidth: '0', fontFamily: 'body' },
    label: { fontSize: 'md', fontWeight: 'control', lineHeight: 'tight', color: 'fg.default' },
    // As many columns as fit, each at least about 11 rem: two on a phone, more on wider screens.
    items: {
      display: 'grid',
      gridTemplateColumns:
        'repeat(auto-fill, minmax(min(100%, calc(token(sizes.control) * 4)), 1fr))',
      gap: { base: '2', md: '3' },
    },
    item: {
      position: 'relative',
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      alignItems: 'start',
      // Cards of a row share its height; the extra space goes below the lines, not between.
      alignContent: 'start',
      columnGap: '2',
      rowGap: '1',
      minHeight: 'control',
      p: { base: '3', md: '4' },
      color: 'fg.default',
      bg: 'bg.surface',
      borderWidth: 'thin',
      borderStyle: 'solid',
      borderColor: 'border.default',
      borderRadius: 'card',
      cursor: 'pointer',
      ...selectableCardStates,
      '&[data-disabled]': unavailableCard,
    },
    itemControl: {
      ...radioMark,
      // Centred on the first line of the window.
      mt: '0.5',
    },
    itemText: { fontSize: 'md', fontWeight: 'control', lineHeight: 'normal' },
    // Under the window, aligned with its text rather than the radio dot.
    itemDetails: {
      gridColumn: '2',
      display: 'flex',
      flexDirection: 'column',
      gap: '0.5',
      fontSize: 'sm',
      lineHeight: 'normal',
    },
    itemCost: { fontWeight: 'control', fontVariantNumeric: 'tabular-nums' },
    itemVendor: { color: 'fg.muted' },
    indicator: {},
  },
  variants: {
    hideLabel: {
      true: { label: { srOnly: true } },
      false: {},
    },
  },
  defaultVariants: { hideLabel: false },
})
