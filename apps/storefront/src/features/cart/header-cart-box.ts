import type { CSSProperties } from 'react'

/**
 * The header cart link's box, shared by the link and by the place the header holds for it
 * while its code and the basket load: the count stays beside the icon on one line, and the
 * box is as high as the header's other controls and wide enough for a three-digit count.
 * So neither the link's arrival nor its count moves anything in the header (no layout shift).
 */
export const headerCartBox: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 'var(--spacing-1)',
  minWidth: '4rem',
  // control.sm, 36 px: the account menu's trigger and the Sign Out button.
  minHeight: 'var(--sizes-control\\.sm)',
  whiteSpace: 'nowrap',
  flexShrink: 0,
}
