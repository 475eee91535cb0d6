/**
 * Semantic tokens: the roles components style with. Every leaf has a value (a
 * reference to a base token) and a description. Banner themes override values
 * of these roles only (see banner-theme.ts).
 */
export const semanticTokens = {
  colors: {
    bg: {
      canvas: { value: '{colors.white}', description: 'Page background' },
      surface: { value: '{colors.white}', description: 'Cards, dialogs, flyouts' },
      subtle: {
        value: '{colors.neutral.50}',
        description: 'Quiet areas: headers of sections, footers',
      },
      muted: {
        value: '{colors.neutral.100}',
        description: 'Hover on neutral controls, disabled fills',
      },
      overlay: { value: 'rgba(11, 13, 12, 0.5)', description: 'Backdrop behind modal layers' },
    },
    fg: {
      default: { value: '{colors.neutral.900}', description: 'Body text' },
      muted: { value: '{colors.neutral.600}', description: 'Secondary text, meets AA on surface' },
      disabled: { value: '{colors.neutral.500}', description: 'Text of disabled controls' },
      inverse: { value: '{colors.white}', description: 'Text on dark fills' },
    },
    border: {
      default: { value: '{colors.neutral.300}', description: 'Card and divider lines' },
      control: {
        value: '{colors.neutral.500}',
        description: 'Outline of inputs, meets 3:1 on surface',
      },
      strong: { value: '{colors.neutral.700}', description: 'Hovered control outline' },
    },
    accent: {
      solid: { value: '{colors.green.700}', description: 'Primary action fill' },
      solidHover: { value: '{colors.green.800}', description: 'Primary action fill on hover' },
      onSolid: { value: '{colors.white}', description: 'Text and icons on the primary fill' },
      subtle: { value: '{colors.green.50}', description: 'Selected tiles, soft highlights' },
      subtleHover: { value: '{colors.green.100}', description: 'Soft highlight on hover' },
      text: { value: '{colors.green.700}', description: 'Links and accent text on surface' },
      border: { value: '{colors.green.600}', description: 'Selected outline' },
    },
    focusRing: { value: '{colors.blue.600}', description: 'Keyboard focus outline' },
    success: {
      bg: { value: '{colors.green.50}', description: 'Success message background' },
      fg: { value: '{colors.green.800}', description: 'Success message text' },
      border: { value: '{colors.green.600}', description: 'Success message outline' },
    },
    warning: {
      bg: { value: '{colors.amber.50}', description: 'Warning message background' },
      fg: { value: '{colors.amber.700}', description: 'Warning message text' },
      border: { value: '{colors.amber.500}', description: 'Warning message outline' },
    },
    danger: {
      bg: { value: '{colors.red.50}', description: 'Error message background' },
      fg: { value: '{colors.red.700}', description: 'Error text and field errors' },
      border: { value: '{colors.red.600}', description: 'Invalid field outline' },
      solid: { value: '{colors.red.600}', description: 'Destructive action fill' },
      solidHover: { value: '{colors.red.700}', description: 'Destructive action fill on hover' },
    },
    info: {
      bg: { value: '{colors.blue.50}', description: 'Informational note background' },
      fg: { value: '{colors.blue.800}', description: 'Informational note text' },
      border: { value: '{colors.blue.500}', description: 'Informational note outline' },
    },
  },
  radii: {
    control: { value: '{radii.md}', description: 'Buttons, inputs, chips' },
    card: { value: '{radii.lg}', description: 'Cards, tiles, dialogs' },
    pill: { value: '{radii.full}', description: 'Badges and tags' },
  },
  fonts: {
    body: { value: '{fonts.inter}', description: 'Running text and controls' },
    heading: { value: '{fonts.inter}', description: 'Headings and titles' },
  },
  fontWeights: {
    heading: { value: '{fontWeights.bold}', description: 'Weight of headings' },
    control: { value: '{fontWeights.semibold}', description: 'Weight of button labels' },
  },
  shadows: {
    card: { value: '{shadows.sm}', description: 'Resting cards' },
    raised: { value: '{shadows.md}', description: 'Menus, popovers, toasts' },
    overlay: { value: '{shadows.lg}', description: 'Dialogs and flyouts' },
  },
  durations: {
    enter: { value: '{durations.normal}', description: 'Layers appearing' },
    exit: { value: '{durations.fast}', description: 'Layers leaving' },
  },
  spacing: {
    gutter: { value: '{spacing.4}', description: 'Page side padding on small screens' },
    stack: { value: '{spacing.4}', description: 'Default gap between stacked blocks' },
  },
} as const
