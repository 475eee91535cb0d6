import { collapsibleAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const collapsibleRecipe = defineSlotRecipe({
  className: 'collapsible',
  description: 'Summary sections that show and hide their content (disclosure)',
  jsx: ['Collapsible'],
  // `heading` wraps the trigger when the section has a heading level.
  slots: collapsibleAnatomy.extendWith('heading').keys(),
  base: {
    root: {
      borderBottomWidth: 'thin',
      borderBottomStyle: 'solid',
      borderColor: 'border.default',
      fontFamily: 'body',
    },
    heading: { fontSize: 'md', fontWeight: 'control', lineHeight: 'normal' },
    trigger: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      width: 'full',
      minHeight: 'control',
      py: '2',
      color: 'fg.default',
      bg: 'transparent',
      fontFamily: 'inherit',
      fontSize: 'md',
      fontWeight: 'control',
      textAlign: 'start',
      cursor: 'pointer',
      borderRadius: 'control',
      _hover: { color: 'accent.text' },
      _disabled: { cursor: 'not-allowed', color: 'fg.muted' },
    },
    indicator: {
      display: 'flex',
      flexShrink: '0',
      color: 'fg.muted',
      transitionProperty: 'transform',
      transitionDuration: 'enter',
      transitionTimingFunction: 'standard',
      _open: { transform: 'rotate(180deg)' },
    },
    content: { pb: '4', color: 'fg.default', fontSize: 'md', lineHeight: 'normal' },
  },
})
