import type { HTMLArkProps } from '@ark-ui/react/factory'
import { forwardRef } from 'react'
import { cx } from '#styled-system/css'
import { logo } from '#styled-system/recipes'
import { useBannerScope } from './banner-scope-context.js'

export interface LogoProps extends Omit<HTMLArkProps<'a'>, 'children' | 'asChild'> {
  /**
   * Where the logo links, usually the home page. Without it the logo is not a link (to sit
   * inside a router's own link, say).
   * @default undefined
   */
  href?: string | undefined
}

/**
 * The logo of the surrounding `BannerScope`: its image when the banner has one, else its
 * name as a wordmark in the banner's heading font. Throws outside a `BannerScope`.
 */
export const Logo = forwardRef<HTMLAnchorElement, LogoProps>(function Logo(
  { href, className, ...rest },
  ref,
) {
  const banner = useBannerScope()
  const styles = logo()
  const content = banner.logo ? (
    <img
      className={styles.image}
      src={banner.logo.src}
      alt={banner.logo.alt ?? banner.name}
      width={banner.logo.width}
      height={banner.logo.height}
    />
  ) : (
    <span className={styles.wordmark}>{banner.name}</span>
  )
  if (href === undefined) {
    return (
      <span className={cx(styles.root, className)} {...(rest as HTMLArkProps<'span'>)}>
        {content}
      </span>
    )
  }
  return (
    <a ref={ref} href={href} className={cx(styles.root, className)} {...rest}>
      {content}
    </a>
  )
})
