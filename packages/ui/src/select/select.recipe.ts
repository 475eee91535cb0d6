import { selectAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { fieldControlStyles } from '../field/field.recipe.js'
import { popupList } from '../theme/selection-styles.js'

export const selectRecipe = defineSlotRecipe({
  className: 'select',
  description: 'A select-only combobox: a trigger like a text input and a scrolling list box',
  jsx: ['Select', 'Select.Root'],
  slots: selectAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', width: 'full', minWidth: '0' },
    control: { position: 'relative', width: 'full' },
    trigger: {
      ...fieldControlStyles,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      textAlign: 'start',
      cursor: 'pointer',
      '&[data-readonly]': { ...fieldControlStyles['&[data-readonly]'], cursor: 'default' },
    },
    valueText: {
      flex: '1',
      minWidth: '0',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      '[data-placeholder-shown] > &': { color: 'fg.muted' },
      '[data-disabled] > &': { color: 'fg.disabled' },
    },
    indicator: {
      display: 'flex',
      flexShrink: '0',
      color: 'fg.muted',
      transitionProperty: 'transform',
      transitionDuration: 'enter',
      '& svg': { width: 'token(spacing.4)', height: 'token(spacing.4)' },
      '&[data-state=open]': { transform: 'rotate(180deg)' },
    },
    clearTrigger: { cursor: 'pointer' },
    positioner: {},
    content: {
      display: 'flex',
      flexDirection: 'column',
      width: 'full',
      // Long lists (about 65 states and provinces) scroll inside the box: about
      // eight and a half rows show, so a cut row says there is more.
      maxHeight: 'min(var(--available-height), calc(token(sizes.control.sm) * 8.5))',
      ...popupList,
      overscrollBehavior: 'contain',
    },
    list: { display: 'flex', flexDirection: 'column' },
    itemGroup: { display: 'flex', flexDirection: 'column' },
    itemGroupLabel: {
      px: '3',
      py: '1.5',
      fontSize: 'xs',
      fontWeight: 'control',
      color: 'fg.muted',
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      flexShrink: '0',
      minHeight: 'control.sm',
      px: '3',
      fontSize: 'md',
      lineHeight: 'tight',
      color: 'fg.default',
      cursor: 'pointer',
      _highlighted: {
        bg: 'accent.subtleHover',
        boxShadow: 'inset token(spacing.1) 0 0 0 token(colors.accent.solid)',
      },
      _selected: { fontWeight: 'control' },
      _disabled: { color: 'fg.disabled', cursor: 'not-allowed' },
    },
    itemText: { flex: '1', minWidth: '0' },
    itemIndicator: {
      display: 'flex',
      color: 'accent.text',
      _hidden: { display: 'none' },
      '& svg': { width: 'token(spacing.4)', height: 'token(spacing.4)' },
    },
  },
})
