import { forwardRef, type ReactNode, useId } from 'react'
import { css } from '#styled-system/css'
import { Badge } from '../badge/badge.js'
import { Button } from '../button/button.js'
import { CardRowActions } from './card-row-actions.js'
import { CardRowBadges } from './card-row-badges.js'
import { CardRowBody } from './card-row-body.js'
import type { CardRowCardProps } from './card-row-card-props.js'
import { CardRowItem } from './card-row-item.js'
import { CardRowMedia } from './card-row-media.js'
import { CardRowMeta } from './card-row-meta.js'
import { CardRowTitle } from './card-row-title.js'
import { MaskedCardNumber, type MaskedCardNumberProps } from './masked-card-number.js'

// Retry sits on the line it belongs to: a compact, still 24 px high target (WCAG 2.5.8).
const inlineAction = css({ ms: '2', minHeight: 'target', px: '1' })

export interface PaymentCardRowProps extends CardRowCardProps {
  /** The brand's name, the card's title (e.g. 'Visa'). */
  brandName: ReactNode
  /**
   * URL of the brand's image, shown at the start of the card.
   * @default undefined
   */
  imageSrc?: string | undefined
  /**
   * Alternative text of the brand image; empty when the brand name beside it says the same.
   * @default ''
   */
  imageAlt?: string | undefined
  /**
   * The card's last four digits, shown as '•••• 1234'.
   * @default undefined
   */
  lastFour?: string | undefined
  /**
   * What screen readers hear in place of the bullets.
   * @default (lastFour) => `ending in ${lastFour}`
   */
  lastFourLabel?: MaskedCardNumberProps['label']
  /**
   * The expiry text beside the number, e.g. 'Exp. 04/27' (see `cardExpiryDate`).
   * @default undefined
   */
  expiry?: ReactNode
  /**
   * Text of the badge of the preferred card; the badge shows when it is given.
   * @default undefined
   */
  preferredLabel?: ReactNode
  /**
   * The card has expired: `expiredLabel` and `expiredMessage` show, in the danger tone.
   * @default false
   */
  expired?: boolean | undefined
  /**
   * Text of the badge of an expired card.
   * @default undefined
   */
  expiredLabel?: ReactNode
  /**
   * The message under an expired card, telling the shopper what to do.
   * @default undefined
   */
  expiredMessage?: ReactNode
  /**
   * The balance text, e.g. '$25.00 Remaining'.
   * @default undefined
   */
  balance?: ReactNode
  /**
   * The balance could not be read: this text shows in the danger tone.
   * @default undefined
   */
  balanceError?: ReactNode
  /**
   * Shows a retry button that calls this, e.g. when the balance is missing.
   * @default undefined
   */
  onRetryBalance?: (() => void) | undefined
  /**
   * Text of the retry button; it is described by the card's title.
   * @default 'Retry'
   */
  retryLabel?: string | undefined
}

/**
 * A payment card in a `CardRow.Root`: brand image and name, masked number, expiry, a
 * preferred badge, an expired state, a balance or balance error with retry, and actions.
 */
export const PaymentCardRow = forwardRef<HTMLLIElement, PaymentCardRowProps>(
  function PaymentCardRow(
    {
      brandName,
      imageSrc,
      imageAlt = '',
      lastFour,
      lastFourLabel,
      expiry,
      preferredLabel,
      expired = false,
      expiredLabel,
      expiredMessage,
      balance,
      balanceError,
      onRetryBalance,
      retryLabel = 'Retry',
      actions,
      headingLevel,
      ...rest
    },
    ref,
  ) {
    const titleId = useId()
    const showPreferred = preferredLabel !== undefined
    const showExpired = expired && expiredLabel !== undefined
    const hasNumberLine = lastFour !== undefined || expiry !== undefined
    return (
      <CardRowItem ref={ref} data-expired={expired || undefined} {...rest}>
        {imageSrc === undefined ? null : (
          <CardRowMedia>
            <img src={imageSrc} alt={imageAlt} />
          </CardRowMedia>
        )}
        <CardRowBody>
          <CardRowTitle id={titleId} level={headingLevel}>
            {brandName}
          </CardRowTitle>
          {showPreferred || showExpired ? (
            <CardRowBadges>
              {showPreferred ? <Badge tone="accent">{preferredLabel}</Badge> : null}
              {showExpired ? <Badge tone="danger">{expiredLabel}</Badge> : null}
            </CardRowBadges>
          ) : null}
          {hasNumberLine ? (
            <CardRowMeta>
              {lastFour === undefined ? null : (
                <MaskedCardNumber lastFour={lastFour} label={lastFourLabel} />
              )}
              {lastFour !== undefined && expiry !== undefined ? ' · ' : null}
              {expiry}
            </CardRowMeta>
          ) : null}
          {expired && expiredMessage !== undefined ? (
            <CardRowMeta tone="danger">{expiredMessage}</CardRowMeta>
          ) : null}
          {balance === undefined ? null : <CardRowMeta>{balance}</CardRowMeta>}
          {balanceError === undefined && onRetryBalance === undefined ? null : (
            <CardRowMeta tone={balanceError === undefined ? 'neutral' : 'danger'}>
              {balanceError}
              {onRetryBalance === undefined ? null : (
                <Button
                  variant="plain"
                  size="sm"
                  aria-describedby={titleId}
                  onClick={onRetryBalance}
                  className={inlineAction}
                >
                  {retryLabel}
                </Button>
              )}
            </CardRowMeta>
          )}
        </CardRowBody>
        {actions === undefined ? null : <CardRowActions>{actions}</CardRowActions>}
      </CardRowItem>
    )
  },
)
