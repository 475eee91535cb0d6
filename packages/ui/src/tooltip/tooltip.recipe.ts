import { tooltipAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const tooltipRecipe = defineSlotRecipe({
  className: 'tooltip',
  description: 'A short description of a control, shown on hover and focus',
  jsx: ['Tooltip'],
  slots: tooltipAnatomy.keys(),
  base: {
    content: {
      // Below every backdrop (overlay, modal): the tooltip is not portalled, so inside a
      // dialog or flyout it stacks within that layer, and on the page it stays under them.
      // On the content: Ark's positioner copies the content's z-index onto itself.
      position: 'relative',
      zIndex: 'tooltip',
      '--arrow-size': 'token(spacing.2)',
      '--arrow-background': 'token(colors.fg.default)',
      maxWidth: '[18rem]',
      px: '3',
      py: '2',
      bg: 'fg.default',
      color: 'fg.inverse',
      borderRadius: 'card',
      boxShadow: 'raised',
      fontFamily: 'body',
      fontSize: 'sm',
      lineHeight: 'normal',
      transitionProperty: 'opacity',
      transitionDuration: 'enter',
      transitionTimingFunction: 'standard',
      _open: { _starting: { opacity: 0 } },
    },
  },
})
