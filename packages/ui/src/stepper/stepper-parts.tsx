import {
  type ComponentProps,
  createContext,
  forwardRef,
  type HTMLAttributes,
  type LiHTMLAttributes,
  useContext,
  useMemo,
} from 'react'
import { StepperCheckIcon } from './stepper-check-icon.js'
import { withContext, withProvider } from './stepper-style-context.js'

/** Where a step stands: done, the one in progress, or still ahead. */
export type StepperStepStatus = 'completed' | 'current' | 'upcoming'

/**
 * The `<ol>` of steps, a read-only progress indicator such as checkout's "Schedule, then
 * Pay". Name it with `aria-label`. Ark's Steps is an interactive wizard (tabs and panels
 * that move between steps); a step indicator that only reports progress is a plain
 * ordered list, so this one is not built on it.
 */
export const StepperRoot = withProvider('ol', 'root')
export type StepperRootProps = ComponentProps<typeof StepperRoot>

interface StepContextValue {
  status: StepperStepStatus
  index: number
}

const StepContext = createContext<StepContextValue | undefined>(undefined)

function useStep(part: string): StepContextValue {
  const step = useContext(StepContext)
  if (step === undefined) throw new Error(`Stepper.${part} must be inside a Stepper.Item`)
  return step
}

const Li = withContext('li', 'item')

export interface StepperItemProps extends LiHTMLAttributes<HTMLLIElement> {
  /** Where the step stands; the current step gets `aria-current="step"`. */
  status: StepperStepStatus
  /** The step's position from 0; its indicator shows `index + 1`. */
  index: number
}

/** One step: `Indicator`, `Label`, `Status` and, but for the last step, `Separator`. */
export const StepperItem = forwardRef<HTMLLIElement, StepperItemProps>(function StepperItem(
  { status, index, ...rest },
  ref,
) {
  const step = useMemo(() => ({ status, index }), [status, index])
  return (
    <StepContext.Provider value={step}>
      <Li
        ref={ref}
        data-status={status}
        aria-current={status === 'current' ? 'step' : undefined}
        {...rest}
      />
    </StepContext.Provider>
  )
})

const IndicatorSpan = withContext('span', 'indicator')

/** The step's disc, hidden from assistive technology: a tick once completed, else its number. */
export const StepperIndicator = forwardRef<HTMLSpanElement, HTMLAttributes<HTMLSpanElement>>(
  function StepperIndicator({ children, ...rest }, ref) {
    const { status, index } = useStep('Indicator')
    return (
      <IndicatorSpan ref={ref} aria-hidden="true" data-status={status} {...rest}>
        {children ?? (status === 'completed' ? <StepperCheckIcon /> : index + 1)}
      </IndicatorSpan>
    )
  },
)
export type StepperIndicatorProps = ComponentProps<typeof StepperIndicator>

const LabelSpan = withContext('span', 'label')

/** The step's name, e.g. 'Schedule'. */
export const StepperLabel = forwardRef<HTMLSpanElement, HTMLAttributes<HTMLSpanElement>>(
  function StepperLabel(props, ref) {
    const { status } = useStep('Label')
    return <LabelSpan ref={ref} data-status={status} {...props} />
  },
)
export type StepperLabelProps = ComponentProps<typeof StepperLabel>

/** Visually hidden status read after the label, e.g. 'Completed', 'Current', 'Not Completed'. */
export const StepperStatus = withContext('span', 'status')
export type StepperStatusProps = ComponentProps<typeof StepperStatus>

const SeparatorSpan = withContext('span', 'separator')

/** The line to the next step, hidden from assistive technology; leave it out of the last step. */
export const StepperSeparator = forwardRef<HTMLSpanElement, HTMLAttributes<HTMLSpanElement>>(
  function StepperSeparator(props, ref) {
    const { status } = useStep('Separator')
    return <SeparatorSpan ref={ref} aria-hidden="true" data-status={status} {...props} />
  },
)
export type StepperSeparatorProps = ComponentProps<typeof StepperSeparator>
