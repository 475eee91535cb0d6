import { Spinner } from '@aisle/ui'
import './dashboard.css'

/**
 * A spinner's status (`label`) for screen readers only, for content whose place a
 * `Skeleton` holds: the page does not move, and the wait is still announced.
 */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <span className="dashboard-visually-hidden">
      <Spinner label={label} />
    </span>
  )
}
