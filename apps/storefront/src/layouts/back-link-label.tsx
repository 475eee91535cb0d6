import { layout } from '../messages'
import './header-places.css'

/** The payment step's two back-link labels (checkout.md §2). */
const labels = [layout.backToCart, layout.backToScheduling] as const

/**
 * A label of the payment step's back link, in a box as wide as the longest of them
 * (header-places.css `.back-link-labels`): the others are there, hidden from sight and from
 * assistive technology, only to hold the width.
 */
export function BackLinkLabel({ label }: { label: (typeof labels)[number] }) {
  return (
    <span className="back-link-labels">
      <span>{label}</span>
      {labels
        .filter((other) => other !== label)
        .map((other) => (
          <span key={other} aria-hidden="true">
            {other}
          </span>
        ))}
    </span>
  )
}
