import { defineSlotRecipe } from '@pandacss/dev'

/** Each part carries `data-status` ('completed', 'current' or 'upcoming') of its step. */
const completed = '&[data-status=completed]'
const current = '&[data-status=current]'
const upcoming = '&[data-status=upcoming]'

export const stepperRecipe = defineSlotRecipe({
  className: 'stepper',
  description:
    'A read-only step indicator: an ordered list of completed, current and upcoming steps',
  jsx: ['Stepper', 'Stepper.Root'],
  slots: ['root', 'item', 'indicator', 'label', 'status', 'separator'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      width: 'full',
      m: '0',
      p: '0',
      listStyle: 'none',
      fontFamily: 'body',
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      minWidth: '0',
      // Every step but the last stretches, so its separator fills the space between.
      '&:not(:last-child)': { flex: '1' },
    },
    indicator: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      width: 'token(spacing.8)',
      height: 'token(spacing.8)',
      borderRadius: 'pill',
      borderWidth: 'thick',
      borderStyle: 'solid',
      fontSize: 'sm',
      fontWeight: 'control',
      lineHeight: 'tight',
      '& svg': { width: 'token(spacing.4)', height: 'token(spacing.4)' },
      [completed]: { bg: 'accent.solid', borderColor: 'accent.solid', color: 'accent.onSolid' },
      [current]: { bg: 'bg.surface', borderColor: 'accent.solid', color: 'accent.text' },
      [upcoming]: { bg: 'bg.surface', borderColor: 'border.control', color: 'fg.muted' },
    },
    label: {
      fontSize: 'md',
      lineHeight: 'tight',
      whiteSpace: 'nowrap',
      color: 'fg.default',
      [current]: { fontWeight: 'control' },
      [upcoming]: { color: 'fg.muted' },
    },
    status: { srOnly: true },
    separator: {
      flex: '1',
      minWidth: 'token(spacing.4)',
      borderTopWidth: 'thick',
      borderTopStyle: 'solid',
      borderColor: 'border.default',
      borderRadius: 'pill',
      [completed]: { borderColor: 'accent.solid' },
    },
  },
})
