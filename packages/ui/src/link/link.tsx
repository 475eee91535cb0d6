import { ark, type HTMLArkProps } from '@ark-ui/react/factory'
import { forwardRef } from 'react'
import { css, cx } from '#styled-system/css'
import { type LinkVariantProps, link } from '#styled-system/recipes'
import { ExternalLinkIcon } from '../icons/index.js'
import { externalRel } from './link-rel.js'

const srOnly = css({ srOnly: true })

export interface LinkProps extends HTMLArkProps<'a'> {
  /**
   * `inline` sits in running text (underlined); `standalone` stands beside other controls
   * (bold, underlined on hover, at least the 24 px target high).
   * @default 'inline'
   */
  variant?: NonNullable<LinkVariantProps>['variant']
  /**
   * A link that leaves the site: opens in a new tab with `rel="noopener noreferrer"`, and
   * shows an icon plus `externalLabel` for screen readers. With `asChild` only the `target`
   * and `rel` are applied.
   * @default false
   */
  external?: boolean | undefined
  /**
   * Read after an external link's text, since it opens a new tab.
   * @default '(opens in a new tab)'
   */
  externalLabel?: string | undefined
}

/**
 * A styled anchor. Pass a router link with `asChild`
 * (`<Link asChild><RouterLink to="/account">Account</RouterLink></Link>`).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    variant,
    external = false,
    externalLabel = '(opens in a new tab)',
    asChild,
    rel,
    target,
    className,
    children,
    ...rest
  },
  ref,
) {
  const decorate = external && !asChild
  return (
    <ark.a
      ref={ref}
      asChild={asChild}
      target={external ? (target ?? '_blank') : target}
      rel={external ? externalRel(rel) : rel}
      className={cx(link({ variant }), className)}
      {...rest}
    >
      {decorate ? (
        <>
          {children}
          <ExternalLinkIcon size="1em" />
          <span className={srOnly}> {externalLabel}</span>
        </>
      ) : (
        children
      )}
    </ark.a>
  )
})
