import { forwardRef } from 'react'
import { cx } from '#styled-system/css'
import { breadcrumbs } from '#styled-system/recipes'
import { ChevronRightIcon } from '../icons/index.js'
import { type RenderLink, renderAnchor } from '../link/link-render.js'

/** One step of the trail. */
export interface BreadcrumbItem {
  /** The step's visible text. */
  label: string
  /**
   * Where the step links to; the last step (the current page) may leave it out.
   * @default undefined
   */
  href?: string | undefined
}

export interface BreadcrumbsProps {
  /** The trail, from the home page to the current page (last). */
  items: readonly BreadcrumbItem[]
  /**
   * Accessible name of the navigation landmark.
   * @default 'Breadcrumb'
   */
  label?: string | undefined
  /**
   * Draws each link; pass one that returns the app's router link.
   * @default a plain `<a>`
   */
  renderLink?: RenderLink | undefined
  /**
   * Class added to the `nav`.
   * @default undefined
   */
  className?: string | undefined
}

/**
 * A breadcrumb trail (WAI-ARIA breadcrumb pattern): a labelled `nav` around an ordered list;
 * the last item is the current page (`aria-current="page"`); separators are hidden from
 * assistive technology.
 */
export const Breadcrumbs = forwardRef<HTMLElement, BreadcrumbsProps>(function Breadcrumbs(
  { items, label = 'Breadcrumb', renderLink = renderAnchor, className },
  ref,
) {
  const styles = breadcrumbs()
  return (
    <nav ref={ref} aria-label={label} className={cx(styles.root, className)}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const current = index === items.length - 1
          return (
            <li key={`${item.href ?? ''}|${item.label}`} className={styles.item}>
              {index > 0 ? (
                <span aria-hidden="true" className={styles.separator}>
                  <ChevronRightIcon size="1em" />
                </span>
              ) : null}
              {item.href === undefined ? (
                <span aria-current={current ? 'page' : undefined} className={styles.current}>
                  {item.label}
                </span>
              ) : (
                renderLink({
                  href: item.href,
                  className: current ? styles.current : styles.link,
                  'aria-current': current ? 'page' : undefined,
                  children: item.label,
                })
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
})
