import { defineSlotRecipe } from '@pandacss/dev'

const tone = (name: 'info' | 'success' | 'warning' | 'danger') => ({
  root: { bg: `${name}.bg`, borderColor: `${name}.border` },
  indicator: { color: `${name}.fg` },
})

export const alertRecipe = defineSlotRecipe({
  className: 'alert',
  description: 'In-page messages: an icon, a title, a description, an action and a dismiss button',
  jsx: ['Alert'],
  slots: ['root', 'indicator', 'body', 'title', 'description', 'actions', 'dismissTrigger'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      p: '4',
      borderWidth: 'thin',
      borderStyle: 'solid',
      borderInlineStartWidth: 'thick',
      borderRadius: 'card',
      color: 'fg.default',
      fontFamily: 'body',
      fontSize: 'md',
      lineHeight: 'normal',
    },
    indicator: {
      display: 'flex',
      flexShrink: '0',
      // Centred on the first line of text.
      mt: '0.5',
      '& svg': { width: 'token(spacing.5)', height: 'token(spacing.5)' },
    },
    body: { display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minWidth: '0' },
    title: { fontWeight: 'control' },
    description: { color: 'fg.default' },
    actions: { display: 'flex', flexWrap: 'wrap', gap: '2', mt: '2' },
    dismissTrigger: { mt: '-1.5', me: '-1.5' },
  },
  variants: {
    tone: {
      info: tone('info'),
      success: tone('success'),
      warning: tone('warning'),
      danger: tone('danger'),
    },
  },
  defaultVariants: { tone: 'info' },
})
