import { defineSlotRecipe } from '@pandacss/dev'
import { fieldControlStyles } from '../field/field.recipe.js'

/** The square icon buttons of the box: at least the 24 px target, icons 20 px. */
const iconTrigger = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: '0',
  cursor: 'pointer',
  borderRadius: 'control',
  transitionProperty: 'background-color, color',
  transitionDuration: 'enter',
  '& svg': { width: 'token(spacing.5)', height: 'token(spacing.5)' },
  _disabled: { cursor: 'not-allowed', opacity: 0.55 },
} as const

// The outline's own `px` would win over `pe` in the generated CSS: keep only its other styles.
const { px: _padding, ...controlStyles }: typeof fieldControlStyles & { px?: unknown } =
  fieldControlStyles

export const searchBoxRecipe = defineSlotRecipe({
  className: 'search-box',
  description: 'A search form: labelled search input, clear button and submit button',
  jsx: ['SearchBox'],
  // `root` is the search landmark (a form); `field` is the labelled field inside it;
  // `control` lines up the input (with its clear button) and the submit button.
  slots: ['root', 'field', 'control', 'inputGroup', 'input', 'clearTrigger', 'submitTrigger'],
  base: {
    root: { minWidth: '0' },
    field: {},
    control: { display: 'flex', alignItems: 'stretch', gap: '2', minWidth: '0' },
    inputGroup: { position: 'relative', flex: '1', minWidth: '0', display: 'flex' },
    input: {
      ...controlStyles,
      ps: '3',
      // Room for the clear button over the input's end.
      pe: '10',
      '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { appearance: 'none' },
    },
    clearTrigger: {
      ...iconTrigger,
      position: 'absolute',
      insetInlineEnd: '1.5',
      top: '50%',
      transform: 'translateY(-50%)',
      width: 'token(spacing.8)',
      height: 'token(spacing.8)',
      color: 'fg.muted',
      bg: 'transparent',
      _hover: { bg: 'bg.muted', color: 'fg.default' },
    },
    submitTrigger: {
      ...iconTrigger,
      width: 'control',
      minHeight: 'control',
      color: 'accent.onSolid',
      bg: 'accent.solid',
      _hover: { _enabled: { bg: 'accent.solidHover' } },
    },
  },
})
