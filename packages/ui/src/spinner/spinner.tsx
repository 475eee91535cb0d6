import { forwardRef } from 'react'
import { cx } from '#styled-system/css'
import { type SpinnerVariantProps, spinner } from '#styled-system/recipes'
import { useSpinnerDelay } from './use-spinner-delay.js'
import { useSpinnerRotation } from './use-spinner-rotation.js'

export interface SpinnerProps {
  /**
   * Text announced (and, with `showLabel`, shown) while busy.
   * @default 'Loading'
   */
  label?: string | undefined
  /**
   * Milliseconds to wait before showing anything, so quick loads do not flash a spinner.
   * @default 200
   */
  delayMs?: number | undefined
  /**
   * Ring size: `sm` 16 px, `md` 24 px, `lg` 40 px.
   * @default 'md'
   */
  size?: NonNullable<SpinnerVariantProps>['size']
  /**
   * Shows the label beside the ring; otherwise it is for screen readers only.
   * @default false
   */
  showLabel?: boolean | undefined
  /**
   * Class added to the root.
   * @default undefined
   */
  className?: string | undefined
}

/**
 * A busy indicator (`role="status"`, named by `label`). Renders nothing until `delayMs` has
 * passed. The ring turns unless the user prefers reduced motion.
 */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { label = 'Loading', delayMs = 200, size, showLabel = false, className },
  ref,
) {
  const visible = useSpinnerDelay(delayMs)
  const rotate = useSpinnerRotation()
  if (!visible) return null
  const styles = spinner({ size, showLabel })
  return (
    <span ref={ref} role="status" className={cx(styles.root, className)}>
      <span ref={rotate} aria-hidden="true" className={styles.indicator} />
      <span className={styles.label}>{label}</span>
    </span>
  )
})
