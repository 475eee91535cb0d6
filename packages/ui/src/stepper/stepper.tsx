import { forwardRef, type ReactNode } from 'react'
import { cx } from '#styled-system/css'
import { stepper } from '#styled-system/recipes'
import { StepperCheckIcon } from './stepper-check-icon.js'

/** Where a step stands: done, the one in progress, or still ahead. */
export type StepperStepStatus = 'completed' | 'current' | 'upcoming'

/** One step of a `Stepper`. */
export interface StepperStep {
  /** The step's name, e.g. 'Schedule'. */
  label: ReactNode
  /** Where the step stands. */
  status: StepperStepStatus
}

export interface StepperProps {
  /** The steps, in order. */
  steps: StepperStep[]
  /**
   * Names the list for assistive technology, e.g. 'Checkout progress'.
   * @default undefined
   */
  'aria-label'?: string
  /**
   * Visually hidden status read after a completed step's label.
   * @default 'Completed'
   */
  completedLabel?: string
  /**
   * Visually hidden status read after the current step's label (which also has
   * `aria-current="step"`).
   * @default 'Current'
   */
  currentLabel?: string
  /**
   * Visually hidden status read after an upcoming step's label.
   * @default 'Not Completed'
   */
  upcomingLabel?: string
  /**
   * Class added to the list.
   * @default undefined
   */
  className?: string
}

/**
 * A read-only progress indicator such as checkout's "Schedule, then Pay": an `<ol>`
 * whose current step has `aria-current="step"`. Ark's Steps is an interactive wizard
 * (tabs and panels that move between steps); a step indicator that only reports
 * progress is a plain ordered list, so this one is not built on it.
 */
export const Stepper = forwardRef<HTMLOListElement, StepperProps>(function Stepper(
  {
    steps,
    'aria-label': ariaLabel,
    completedLabel = 'Completed',
    currentLabel = 'Current',
    upcomingLabel = 'Not Completed',
    className,
  },
  ref,
) {
  const classes = stepper()
  const statusLabels = { completed: completedLabel, current: currentLabel, upcoming: upcomingLabel }
  return (
    <ol ref={ref} aria-label={ariaLabel} className={cx(classes.root, className)}>
      {steps.map((step, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: a step's position is its identity
          key={index}
          data-status={step.status}
          aria-current={step.status === 'current' ? 'step' : undefined}
          className={classes.item}
        >
          <span aria-hidden="true" data-status={step.status} className={classes.indicator}>
            {step.status === 'completed' ? <StepperCheckIcon /> : index + 1}
          </span>
          <span data-status={step.status} className={classes.label}>
            {step.label}
          </span>{' '}
          <span className={classes.status}>{statusLabels[step.status]}</span>
          {index < steps.length - 1 ? (
            <span aria-hidden="true" data-status={step.status} className={classes.separator} />
          ) : null}
        </li>
      ))}
    </ol>
  )
})
