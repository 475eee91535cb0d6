import { findSlot } from '@aisle/api'
import { type Scheduling, schedulingText, slotDayLabels } from '@aisle/flows'
import { Alert, Button, formatSlotCost, Surface } from '@aisle/ui'
import { useId } from 'react'

/** checkout.md §9: a fee of 0 shows 'Free', a missing fee 'TBD'. */
const slotCostLabels = { freeLabel: 'Free', tbdLabel: 'TBD' }

import { Link } from 'react-router'

export interface SummaryPanelProps {
  scheduling: Pick<
    Scheduling,
    'quotes' | 'selection' | 'canContinue' | 'busy' | 'failure' | 'continue' | 'retry'
  >
  cartPath: string
  /** The card's heading. @default 'Your Selection' */
  title?: string
}

/**
 * The summary card with 'Continue' (checkout.md §2), the time-required message of §5
 * linked to the button, and a failed submit's message with Try Again and 'Back to Cart'.
 */
export function SummaryPanel({
  scheduling,
  cartPath,
  title = schedulingText.summaryTitle,
}: SummaryPanelProps) {
  const { selection, failure } = scheduling
  const errorId = useId()
  const slot =
    selection.slotKey === undefined
      ? undefined
      : findSlot(scheduling.quotes.days, selection.slotKey)
  const day = slot ? scheduling.quotes.days.find((d) => d.times.includes(slot)) : undefined
  const dayText = day ? `${slotDayLabels(day.date).weekday}, ${slotDayLabels(day.date).date}` : ''
  return (
    <Surface.Root aria-labelledby={`${errorId}-title`}>
      <Surface.Title id={`${errorId}-title`}>{title}</Surface.Title>
      <p>
        {slot
          ? `${dayText}, ${slot.displayString} (${formatSlotCost(slot.shouldShowFees ? slot.cost : undefined, slotCostLabels)})`
          : schedulingText.noTimeSelected}
      </p>
      <div aria-live="polite">
        {selection.error ? <p id={errorId}>{selection.error}</p> : null}
        {failure ? (
          <Alert
            tone="danger"
            title={failure.title}
            description={failure.message}
            {...(failure.retry
              ? { actionLabel: schedulingText.tryAgain, onAction: scheduling.retry }
              : {})}
          />
        ) : null}
      </div>
      <Button
        fullWidth
        loading={scheduling.busy}
        disabled={!scheduling.canContinue}
        aria-describedby={selection.error ? errorId : undefined}
        onClick={scheduling.continue}
      >
        {schedulingText.continue}
      </Button>
      {failure ? <Link to={cartPath}>{schedulingText.backToCart}</Link> : null}
    </Surface.Root>
  )
}
