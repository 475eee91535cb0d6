import { ark, type HTMLArkProps } from '@ark-ui/react/factory'
import { forwardRef } from 'react'
import { cx } from '#styled-system/css'
import { type BadgeVariantProps, badge } from '#styled-system/recipes'

/** The colour role of a badge. */
export type BadgeTone = (typeof badge.variantMap.tone)[number]

export interface BadgeProps extends HTMLArkProps<'span'> {
  /**
   * The colour role: `accent` for a chosen or preferred item, `info` for a tag such as a
   * locker location, `danger` for a problem such as an expired card.
   * @default 'neutral'
   */
  tone?: NonNullable<BadgeVariantProps>['tone']
  /**
   * `sm` sits beside a card title; `md` stands on its own.
   * @default 'sm'
   */
  size?: NonNullable<BadgeVariantProps>['size']
}

/** A short, non-interactive status label or tag. The text comes from the caller. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone, size, className, ...rest },
  ref,
) {
  return <ark.span ref={ref} className={cx(badge({ tone, size }), className)} {...rest} />
})
