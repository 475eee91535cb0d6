import type { SystemStyleObject } from '@pandacss/dev'

/** The round mark of a radio (time slots, radio tiles): empty ring, filled when checked. */
/**
 * A part inside the label of a native checkbox, radio or switch, while its input has
 * keyboard focus: the browser's `:focus-visible`, unless the focus followed a press on the
 * label (switch/pointer-focus.ts marks those).
 */
export const labelKeyboardFocus = 'label:not([data-pointer-focus]):has(> input:focus-visible) &'

export const radioMark = {
  width: 'token(spacing.5)',
  height: 'token(spacing.5)',
  bg: 'bg.surface',
  borderWidth: 'thick',
  borderStyle: 'solid',
  borderColor: 'border.control',
  borderRadius: 'pill',
  transitionProperty: 'background-color, border-color, box-shadow',
  transitionDuration: 'enter',
  '&[data-state=checked]': {
    bg: 'accent.solid',
    borderColor: 'accent.solid',
    boxShadow: 'inset 0 0 0 token(spacing.1) token(colors.bg.surface)',
  },
  '&[data-disabled]': { bg: 'bg.muted', borderColor: 'border.default' },
} satisfies SystemStyleObject

/** States of a selectable card (days, time slots, radio tiles): hover, checked, keyboard focus. */
export const selectableCardStates = {
  transitionProperty: 'background-color, border-color, box-shadow',
  transitionDuration: 'enter',
  '&[data-hover]:not([data-disabled], [data-state=checked])': { borderColor: 'border.strong' },
  // A second, inset line makes the selection visible without relying on colour alone.
  '&[data-state=checked]': {
    bg: 'accent.subtle',
    borderColor: 'accent.border',
    boxShadow: 'inset 0 0 0 token(borderWidths.thin) token(colors.accent.border)',
  },
  '&[data-focus-visible]': {
    outlineWidth: 'thick',
    outlineStyle: 'solid',
    outlineColor: 'focusRing',
    outlineOffset: '0.5',
  },
} satisfies SystemStyleObject

/** An unavailable choice (a full day, a taken slot) stays in place, dimmed and dashed. */
export const unavailableCard = {
  cursor: 'not-allowed',
  bg: 'bg.subtle',
  borderStyle: 'dashed',
  color: 'fg.muted',
} satisfies SystemStyleObject

/** The wrapper of a labelled choice (checkbox, switch): the label row, then its texts. */
export const choiceField = {
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  minWidth: '0',
  fontFamily: 'body',
} satisfies SystemStyleObject

/**
 * The label element of a checkbox or switch, its hit area: control and text side by side
 * `gap` apart, at least the 24 px target high. The cursor rules are the caller's.
 */
export const choiceLabel = (gap: string) =>
  ({
    display: 'inline-flex',
    alignItems: 'flex-start',
    gap,
    alignSelf: 'flex-start',
    minHeight: 'target',
    cursor: 'pointer',
  }) satisfies SystemStyleObject

/**
 * The floating list of a menu or a select: a raised card over the page, scrolling within
 * the space the positioner leaves. The highlighted item is the visible focus
 * (aria-activedescendant), so the list draws no ring of its own.
 */
export const popupList = {
  overflowY: 'auto',
  py: '1',
  zIndex: 'modal',
  fontFamily: 'body',
  bg: 'bg.surface',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border.default',
  borderRadius: 'card',
  boxShadow: 'raised',
  _focusVisible: { outline: 'none' },
} satisfies SystemStyleObject
