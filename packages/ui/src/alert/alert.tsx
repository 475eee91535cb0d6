import { forwardRef, type ReactNode } from 'react'
import { cx } from '#styled-system/css'
import { alert } from '#styled-system/recipes'
import { Button } from '../button/index.js'
import { IconButton } from '../icon-button/index.js'
import { CloseIcon } from '../icons/index.js'
import { alertIcons } from './alert-icons.js'
import { type AlertTone, alertRole } from './alert-types.js'
import { useAlertAutoClear } from './use-alert-auto-clear.js'

export interface AlertProps {
  /**
   * The kind of message. `info` and `success` render `role="status"` (announced politely);
   * `warning` and `danger` render `role="alert"` (announced at once).
   * @default 'info'
   */
  tone?: AlertTone | undefined
  /**
   * A short bold heading.
   * @default undefined
   */
  title?: ReactNode
  /**
   * The message text.
   * @default undefined
   */
  description?: ReactNode
  /**
   * Text of the action button, e.g. "Retry"; shown when `onAction` is set too.
   * @default undefined
   */
  actionLabel?: string | undefined
  /**
   * Called when the action button is pressed.
   * @default undefined
   */
  onAction?: (() => void) | undefined
  /**
   * Called when the × button is pressed; the button shows only when this is set. The caller
   * removes the alert.
   * @default undefined
   */
  onDismiss?: (() => void) | undefined
  /**
   * Accessible name of the × button.
   * @default 'Dismiss'
   */
  dismissLabel?: string | undefined
  /**
   * Milliseconds after which `onClear` is called, so the caller can remove the message.
   * @default undefined (never)
   */
  autoClearMs?: number | undefined
  /**
   * Called once `autoClearMs` has passed.
   * @default undefined
   */
  onClear?: (() => void) | undefined
  /**
   * Class added to the root.
   * @default undefined
   */
  className?: string | undefined
}

/** An in-page message with an icon per tone, an optional action (such as Retry) and dismiss. */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  {
    tone = 'info',
    title,
    description,
    actionLabel,
    onAction,
    onDismiss,
    dismissLabel = 'Dismiss',
    autoClearMs,
    onClear,
    className,
  },
  ref,
) {
  useAlertAutoClear(autoClearMs, onClear)
  const styles = alert({ tone })
  const Icon = alertIcons[tone]
  return (
    <div ref={ref} role={alertRole(tone)} data-tone={tone} className={cx(styles.root, className)}>
      <span className={styles.indicator}>
        <Icon />
      </span>
      <div className={styles.body}>
        {title === undefined ? null : <p className={styles.title}>{title}</p>}
        {description === undefined ? null : <div className={styles.description}>{description}</div>}
        {actionLabel && onAction ? (
          <div className={styles.actions}>
            <Button variant="secondary" size="sm" onClick={onAction}>
              {actionLabel}
            </Button>
          </div>
        ) : null}
      </div>
      {onDismiss ? (
        <IconButton
          label={dismissLabel}
          size="sm"
          onClick={onDismiss}
          className={styles.dismissTrigger}
        >
          <CloseIcon />
        </IconButton>
      ) : null}
    </div>
  )
})
