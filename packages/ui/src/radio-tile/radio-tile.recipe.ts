import { radioGroupAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { radioMark, selectableCardStates } from '../theme/selection-styles.js'

export const radioTileRecipe = defineSlotRecipe({
  className: 'radio-tile',
  description: 'Radio cards: a group of tiles with title, description, price and an Edit action',
  jsx: ['RadioTileGroup', 'RadioTile.Root'],
  // `items` lays the tiles out; `tile` is the card around the radio's label and its
  // Edit button, which stay siblings so that no control nests inside another.
  slots: radioGroupAnatomy
    .extendWith('items', 'tile', 'body', 'description', 'price', 'disabledReason', 'editTrigger')
    .keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '3', minWidth: '0', fontFamily: 'body' },
    label: { fontSize: 'md', fontWeight: 'control', lineHeight: 'tight', color: 'fg.default' },
    items: { gap: '3' },
    tile: {
      display: 'flex',
      alignItems: 'flex-start',
      minWidth: '0',
      color: 'fg.default',
      bg: 'bg.surface',
      borderWidth: 'thin',
      borderStyle: 'solid',
      borderColor: 'border.default',
      borderRadius: 'card',
      ...selectableCardStates,
      '&[data-disabled]': { bg: 'bg.subtle' },
    },
    // The label is the hit area: the whole tile but its Edit button.
    item: {
      flex: '1',
      minWidth: '0',
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      minHeight: 'control',
      p: '4',
      cursor: 'pointer',
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
    itemControl: {
      flexShrink: '0',
      ...radioMark,
      // Centred on the first line of the title.
      mt: '0.5',
    },
    body: { flex: '1', minWidth: '0', display: 'flex', flexDirection: 'column', gap: '1' },
    itemText: {
      fontSize: 'md',
      fontWeight: 'control',
      lineHeight: 'normal',
      '&[data-disabled]': { color: 'fg.muted' },
    },
    description: { fontSize: 'sm', lineHeight: 'normal', color: 'fg.muted' },
    disabledReason: {
      fontSize: 'sm',
      lineHeight: 'normal',
      fontWeight: 'control',
      color: 'fg.default',
    },
    price: {
      flexShrink: '0',
      fontSize: 'md',
      fontWeight: 'control',
      lineHeight: 'normal',
      fontVariantNumeric: 'tabular-nums',
    },
    // Level with the title's first line, so it stays put when the texts wrap.
    editTrigger: { flexShrink: '0', mt: '2', me: '2' },
    indicator: {},
  },
  variants: {
    layout: {
      stack: { items: { display: 'flex', flexDirection: 'column' } },
      // Two columns when the group itself has room for two tiles with their Edit buttons
      // (36rem), whatever the viewport: a group in a narrow column stays one column.
      grid: {
        root: { containerType: 'inline-size' },
        items: {
          display: 'grid',
          gridTemplateColumns: '1fr',
          '@container (min-width: 36rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        },
      },
    },
  },
  defaultVariants: { layout: 'stack' },
})
