import { defineSlotRecipe } from '@pandacss/dev'
import { fieldControlStyles } from '../field/field.recipe.js'

export const nativeSelectRecipe = defineSlotRecipe({
  className: 'native-select',
  description: "The browser's select styled as a kit field control, with the kit's chevron",
  jsx: ['NativeSelect'],
  slots: ['control', 'select', 'indicator'],
  base: {
    control: { position: 'relative', width: 'full' },
    select: {
      ...fieldControlStyles,
      appearance: 'none',
      // Room for the chevron, which sits over the select's end.
      pe: '9',
      cursor: 'pointer',
      textOverflow: 'ellipsis',
      '&[data-readonly]': { ...fieldControlStyles['&[data-readonly]'], cursor: 'default' },
      // The empty option reads as a placeholder; the options in the open list keep the text colour.
      '&:has(> option[value=""]:checked):not(:disabled)': { color: 'fg.muted' },
      '& > option': { color: 'fg.default' },
      // Forced colours draw the platform's own arrow again; the kit's chevron then hides.
      '@media (forced-colors: active)': { appearance: 'auto', pe: '3' },
    },
    indicator: {
      position: 'absolute',
      insetEnd: '3',
      top: '50%',
      transform: 'translateY(-50%)',
      display: 'flex',
      color: 'fg.muted',
      pointerEvents: 'none',
      '& svg': { width: 'token(spacing.4)', height: 'token(spacing.4)' },
      '[data-disabled] + &': { color: 'fg.disabled' },
      '@media (forced-colors: active)': { display: 'none' },
    },
  },
})
