import { switchAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const switchRecipe = defineSlotRecipe({
  className: 'switch',
  description: 'An on/off switch with its label, description and error text',
  jsx: ['Switch'],
  // `field` wraps the switch with its texts; `description` and `errorText` sit under the label.
  slots: switchAnatomy.extendWith('field', 'description', 'errorText').keys(),
  base: {
    field: {
      '--switch-width': 'token(spacing.10)',
      '--switch-height': 'token(spacing.6)',
      '--switch-gap': 'token(spacing.3)',
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      minWidth: '0',
      fontFamily: 'body',
    },
    // The label element is the hit area: track and text, at least the 24 px target high.
    root: {
      display: 'inline-flex',
      alignItems: 'flex-start',
      gap: 'var(--switch-gap)',
      alignSelf: 'flex-start',
      minHeight: 'target',
      cursor: 'pointer',
      '&[data-disabled]': { cursor: 'not-allowed' },
      '&[data-readonly]': { cursor: 'default' },
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: '0',
      width: 'var(--switch-width)',
      height: 'var(--switch-height)',
      p: '0.5',
      bg: 'bg.muted',
      borderWidth: 'thick',
      borderStyle: 'solid',
      borderColor: 'border.control',
      borderRadius: 'pill',
      transitionProperty: 'background-color, border-color',
      transitionDuration: 'enter',
      '&[data-hover]:not([data-disabled], [data-readonly], [data-state=checked])': {
        borderColor: 'border.strong',
      },
      '&[data-state=checked]': { bg: 'accent.solid', borderColor: 'accent.solid' },
      '&[data-invalid]': { borderColor: 'danger.border' },
      '&[data-disabled]': { bg: 'bg.subtle', borderColor: 'border.default' },
      '&[data-focus-visible]': {
        outlineWidth: 'thick',
        outlineStyle: 'solid',
        outlineColor: 'focusRing',
        outlineOffset: '0.5',
      },
    },
    // The thumb travels the track; its position, not only the fill, shows the state.
    thumb: {
      width: 'token(spacing.4)',
      height: 'token(spacing.4)',
      bg: 'fg.muted',
      borderRadius: 'pill',
      boxShadow: 'card',
      transitionProperty: 'transform, background-color',
      transitionDuration: 'enter',
      '&[data-state=checked]': {
        bg: 'accent.onSolid',
        transform: 'translateX(calc(var(--switch-width) - token(spacing.4) - token(spacing.2)))',
      },
      '&[data-disabled]': { bg: 'fg.disabled' },
    },
    label: {
      fontSize: 'md',
      lineHeight: 'normal',
      color: 'fg.default',
      '&[data-disabled]': { color: 'fg.disabled' },
    },
    description: {
      ps: 'calc(var(--switch-width) + var(--switch-gap))',
      fontSize: 'sm',
      lineHeight: 'normal',
      color: 'fg.muted',
    },
    errorText: {
      ps: 'calc(var(--switch-width) + var(--switch-gap))',
      fontSize: 'sm',
      lineHeight: 'normal',
      fontWeight: 'control',
      color: 'danger.fg',
    },
  },
})
