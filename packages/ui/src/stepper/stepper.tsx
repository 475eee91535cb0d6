import { forwardRef, type ReactNode } from 'react'
import * as StepperParts from './stepper-namespace.js'
import type { StepperStepStatus } from './stepper-parts.js'

export type { StepperStepStatus }

/** One step of a `Stepper`. */
export interface StepperStep {
  /** The step's name, e.g. 'Schedule'. */
  label: ReactNode
  /** Where the step stands. */
  status: StepperStepStatus
}

export interface StepperProps extends Omit<StepperParts.RootProps, 'children'> {
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
 * A read-only progress indicator such as checkout's "Schedule, then Pay", from a `steps`
 * array, built on the `Stepper.*` parts: an `<ol>` whose current step has
 * `aria-current="step"`. Other props (`data-*`, `aria-*`, handlers, `className`) reach
 * the list, as does the ref.
 */
const StepperFromProps = forwardRef<HTMLOListElement, StepperProps>(function Stepper(
  {
    steps,
    completedLabel = 'Completed',
    currentLabel = 'Current',
    upcomingLabel = 'Not Completed',
    ...rest
  },
  ref,
) {
  const statusLabels = { completed: completedLabel, current: currentLabel, upcoming: upcomingLabel }
  return (
    <StepperParts.Root ref={ref} {...rest}>
      {steps.map((step, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a step's position is its identity
        <StepperParts.Item key={index} status={step.status} index={index}>
          <StepperParts.Indicator />
          <StepperParts.Label>{step.label}</StepperParts.Label>{' '}
          <StepperParts.Status>{statusLabels[step.status]}</StepperParts.Status>
          {index < steps.length - 1 ? <StepperParts.Separator /> : null}
        </StepperParts.Item>
      ))}
    </StepperParts.Root>
  )
})

/**
 * `<Stepper steps={…} />` from props, and its parts: `Stepper.Root` (the `<ol>`), one
 * `Stepper.Item` per step with its `Indicator`, `Label`, `Status` and `Separator`.
 */
export const Stepper = Object.assign(StepperFromProps, StepperParts)
