import { Spinner } from '@aisle/ui'
import type { CSSProperties } from 'react'

// Visually hidden, still read: the skeleton beside it shows the wait.
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  borderWidth: 0,
}

/**
 * A spinner's status (`label`) for screen readers only, for content whose place a
 * `Skeleton` holds: the page does not move, and the wait is still announced.
 */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <span style={visuallyHidden}>
      <Spinner label={label} />
    </span>
  )
}
