import { radioGroupAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { selectableCardStates, unavailableCard } from '../theme/selection-styles.js'

/** The Previous and Next icon buttons: 36 px, above the 24 px minimum target (WCAG 2.5.8). */
const trigger = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: '0',
  width: 'control.sm',
  height: 'control.sm',
  color: 'fg.default',
  bg: 'bg.surface',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border.control',
  borderRadius: 'pill',
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: 'enter',
  '& svg': { width: 'token(spacing.4)', height: 'token(spacing.4)' },
  '&:hover:not([aria-disabled=true])': { bg: 'bg.muted', borderColor: 'border.strong' },
  _focusVisible: {
    outlineWidth: 'thick',
    outlineStyle: 'solid',
    outlineColor: 'focusRing',
    outlineOffset: '0.5',
  },
  '&[aria-disabled=true]': {
    cursor: 'not-allowed',
    color: 'fg.disabled',
    bg: 'bg.subtle',
    borderColor: 'border.default',
  },
} as const

export const dayCarouselRecipe = defineSlotRecipe({
  className: 'day-carousel',
  description: 'A scrolling row of day choices with Previous and Next buttons',
  jsx: ['DayCarousel', 'DayCarousel.Root'],
  // `carousel` wraps the label and the row; `control` is the row of Previous, the scrolling
  // radio group (`root`) and Next; the item parts are a day's weekday, date and note.
  slots: radioGroupAnatomy
    .extendWith(
      'carousel',
      'control',
      'prevTrigger',
      'nextTrigger',
      'itemWeekday',
      'itemDate',
      'itemNote',
    )
    .keys(),
  base: {
    carousel: {
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
      minWidth: '0',
      fontFamily: 'body',
    },
    label: { fontSize: 'md', fontWeight: 'control', lineHeight: 'tight', color: 'fg.default' },
    control: { display: 'flex', alignItems: 'center', gap: { base: '1', md: '2' }, minWidth: '0' },
    // The radio group is the scroll container: one row, snapping to whole days.
    root: {
      flex: '1',
      minWidth: '0',
      display: 'flex',
      gap: { base: '2', md: '3' },
      overflowX: 'auto',
      overscrollBehaviorX: 'contain',
      scrollSnapType: 'x mandatory',
      scrollbarWidth: 'none',
      // Room for the focus ring, which the scroll container would otherwise clip.
      p: '1',
      scrollPaddingInline: '1',
      scrollBehavior: 'auto',
      _motionSafe: { scrollBehavior: 'smooth' },
    },
    item: {
      position: 'relative',
      flex: '0 0 auto',
      scrollSnapAlign: 'start',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '0.5',
      minWidth: {
        base: 'calc(token(sizes.control) + token(spacing.6))',
        md: 'calc(token(sizes.control) * 2)',
      },
      minHeight: {
        base: 'calc(token(sizes.control) + token(spacing.4))',
        md: 'calc(token(sizes.control) * 1.75)',
      },
      px: { base: '2', md: '3' },
      py: '2',
      color: 'fg.default',
      bg: 'bg.surface',
      borderWidth: 'thin',
      borderStyle: 'solid',
      borderColor: 'border.default',
      borderRadius: 'card',
      textAlign: 'center',
      cursor: 'pointer',
      ...selectableCardStates,
      '&[data-disabled]': unavailableCard,
    },
    itemText: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '0.5' },
    itemWeekday: {
      fontSize: { base: 'xs', md: 'sm' },
      lineHeight: 'tight',
      textTransform: 'uppercase',
      letterSpacing: '0.04em',
      color: 'fg.muted',
      '[data-state=checked] &': { color: 'accent.text' },
    },
    itemDate: {
      fontSize: { base: 'sm', md: 'md' },
      fontWeight: 'control',
      lineHeight: 'tight',
      whiteSpace: 'nowrap',
    },
    itemNote: { fontSize: 'xs', lineHeight: 'tight', color: 'fg.muted' },
    itemControl: {},
    indicator: {},
    prevTrigger: { ...trigger, '& svg': { ...trigger['& svg'], transform: 'scaleX(-1)' } },
    nextTrigger: trigger,
  },
  variants: {
    hideLabel: {
      true: { label: { srOnly: true } },
      false: {},
    },
  },
  defaultVariants: { hideLabel: false },
})
