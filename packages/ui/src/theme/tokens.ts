import type { Tokens } from '@pandacss/dev'

/**
 * Base tokens: raw scales. Components never use these directly; they use the
 * semantic tokens, which banners override.
 */
/** The spacing scale; sizes include it too, so `height: '10'` means 2.5rem everywhere. */
const spacing = {
  0: { value: '0' },
  0.5: { value: '0.125rem' },
  1: { value: '0.25rem' },
  1.5: { value: '0.375rem' },
  2: { value: '0.5rem' },
  3: { value: '0.75rem' },
  4: { value: '1rem' },
  5: { value: '1.25rem' },
  6: { value: '1.5rem' },
  8: { value: '2rem' },
  10: { value: '2.5rem' },
  12: { value: '3rem' },
  16: { value: '4rem' },
} satisfies Tokens['spacing']

export const tokens = {
  spacing,
  colors: {
    white: { value: '#ffffff' },
    black: { value: '#0b0d0c' },
    neutral: {
      50: { value: '#f7f8f7' },
      100: { value: '#eef0ee' },
      200: { value: '#dde1de' },
      300: { value: '#c3c9c5' },
      400: { value: '#98a29c' },
      500: { value: '#6d7872' },
      600: { value: '#535d57' },
      700: { value: '#3e4641' },
      800: { value: '#262c28' },
      900: { value: '#151916' },
    },
    green: {
      50: { value: '#eef8f0' },
      100: { value: '#d3eed9' },
      200: { value: '#a6dcb3' },
      500: { value: '#2e9a4c' },
      600: { value: '#217a3b' },
      700: { value: '#1a6330' },
      800: { value: '#144d26' },
    },
    blue: {
      50: { value: '#eef4fb' },
      100: { value: '#d6e4f5' },
      200: { value: '#aac7ea' },
      500: { value: '#2f6fbf' },
      600: { value: '#1f59a3' },
      700: { value: '#174785' },
      800: { value: '#11366a' },
    },
    copper: {
      50: { value: '#fbf2ec' },
      100: { value: '#f5dfcf' },
      200: { value: '#eab99a' },
      500: { value: '#b8612a' },
      600: { value: '#9a4d1d' },
      700: { value: '#7d3e17' },
      800: { value: '#5f2f12' },
    },
    red: {
      50: { value: '#fdf0ef' },
      100: { value: '#f9d7d4' },
      500: { value: '#d2372b' },
      600: { value: '#b42a20' },
      700: { value: '#8f2119' },
    },
    amber: {
      50: { value: '#fdf6e7' },
      100: { value: '#f9e6b8' },
      500: { value: '#c98a0b' },
      700: { value: '#7a5206' },
    },
  },
  fonts: {
    inter: { value: "'Inter', ui-sans-serif, system-ui, sans-serif" },
    nunito: { value: "'Nunito', ui-rounded, ui-sans-serif, system-ui, sans-serif" },
    merriweather: { value: "'Merriweather', ui-serif, Georgia, serif" },
    mono: { value: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
  },
  fontSizes: {
    xs: { value: '0.75rem' },
    sm: { value: '0.875rem' },
    md: { value: '1rem' },
    lg: { value: '1.125rem' },
    xl: { value: '1.25rem' },
    '2xl': { value: '1.5rem' },
    '3xl': { value: '1.875rem' },
  },
  fontWeights: {
    regular: { value: '400' },
    semibold: { value: '600' },
    bold: { value: '700' },
  },
  lineHeights: {
    tight: { value: '1.25' },
    normal: { value: '1.5' },
  },
  sizes: {
    ...spacing,
    full: { value: '100%' },
    min: { value: 'min-content' },
    max: { value: 'max-content' },
    fit: { value: 'fit-content' },
    target: { value: '1.5rem' },
    control: { value: '2.75rem' },
    'control.sm': { value: '2.25rem' },
    flyout: { value: '28rem' },
    /** Default dialog width, 500 px (account-area.md §2 "Modals"). */
    dialog: { value: '31.25rem' },
    /** Address dialogs, 650 px (account-area.md §2 "Modals"). */
    'dialog.lg': { value: '40.625rem' },
    prose: { value: '40rem' },
    /** The side column of a page (an order summary), 360 px. */
    aside: { value: '22.5rem' },
    page: { value: '75rem' },
  },
  radii: {
    none: { value: '0' },
    xs: { value: '0.125rem' },
    sm: { value: '0.25rem' },
    md: { value: '0.5rem' },
    lg: { value: '0.75rem' },
    xl: { value: '1rem' },
    full: { value: '9999px' },
  },
  borderWidths: {
    thin: { value: '1px' },
    thick: { value: '2px' },
  },
  shadows: {
    sm: { value: '0 1px 2px rgba(11, 13, 12, 0.08)' },
    md: { value: '0 2px 8px rgba(11, 13, 12, 0.12)' },
    lg: { value: '0 12px 32px rgba(11, 13, 12, 0.2)' },
  },
  durations: {
    fast: { value: '120ms' },
    normal: { value: '200ms' },
    slow: { value: '320ms' },
  },
  easings: {
    standard: { value: 'cubic-bezier(0.2, 0, 0, 1)' },
    exit: { value: 'cubic-bezier(0.3, 0, 1, 1)' },
  },
  zIndex: {
    header: { value: 10 },
    // Above the page and its sticky header, below every backdrop: a page's tooltip never
    // shows through a modal; one inside a dialog sits in the dialog's own stacking context.
    tooltip: { value: 30 },
    overlay: { value: 40 },
    modal: { value: 50 },
    toast: { value: 60 },
  },
} satisfies Tokens
