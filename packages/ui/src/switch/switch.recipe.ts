import { defineSlotRecipe } from '@pandacss/dev'
import { choiceField, choiceLabel, labelKeyboardFocus } from '../theme/selection-styles.js'

// The state is the native checkbox's own: each part reads it from the label that holds the
// input (`label:has(> input:checked) &`), so a flip, a focus or a hover renders nothing.
const checked = 'label:has(> input:checked) &'
const disabled = 'label:has(> input:disabled) &'
const invalid = 'label:has(> input[aria-invalid=true]) &'

export const switchRecipe = defineSlotRecipe({
  className: 'switch',
  description: 'An on/off switch with its label, description and error text',
  jsx: ['Switch'],
  // `field` wraps the switch with its texts; `description` and `errorText` sit under the label;
  // `input` is the native checkbox inside `root`.
  slots: ['root', 'label', 'control', 'thumb', 'input', 'field', 'description', 'errorText'],
  base: {
    field: {
      '--switch-width': 'token(spacing.10)',
      '--switch-height': 'token(spacing.6)',
      '--switch-gap': 'token(spacing.3)',
      ...choiceField,
    },
    // The label element is the hit area: track and text, at least the 24 px target high.
    root: {
      ...choiceLabel('var(--switch-gap)'),
      '&:has(> input:disabled)': { cursor: 'not-allowed' },
      '&:has(> input[aria-readonly=true])': { cursor: 'default' },
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
      // Over an off switch that can be flipped.
      'label:hover:has(> input:enabled:not(:checked, [aria-readonly=true])) &': {
        borderColor: 'border.strong',
      },
      [checked]: { bg: 'accent.solid', borderColor: 'accent.solid' },
      [disabled]: { bg: 'bg.subtle', borderColor: 'border.default' },
      [invalid]: { borderColor: 'danger.border' },
      // Keyboard focus only, drawn on the track.
      [labelKeyboardFocus]: {
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
      [checked]: {
        bg: 'accent.onSolid',
        transform: 'translateX(calc(var(--switch-width) - token(spacing.4) - token(spacing.2)))',
      },
      [disabled]: { bg: 'fg.disabled' },
    },
    label: {
      fontSize: 'md',
      lineHeight: 'normal',
      color: 'fg.default',
      [disabled]: { color: 'fg.disabled' },
    },
    // The native checkbox: it takes focus and the clicks on the label, and shows nothing.
    input: { srOnly: true },
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
