import { forwardRef, type ReactNode, useId } from 'react'
import { cx } from '#styled-system/css'
import { sideNav } from '#styled-system/recipes'
import { type RenderLink, renderAnchor } from '../link/link-render.js'

/** One link of the navigation. */
export interface SideNavItem {
  /** The link's visible text. */
  label: string
  /** Where the link goes; compared with `currentHref`. */
  href: string
  /**
   * A decorative icon before the text.
   * @default undefined
   */
  icon?: ReactNode
}

/** A group of links, with an optional visible heading. */
export interface SideNavGroup {
  /**
   * The group's visible heading; it also names the group's list.
   * @default undefined
   */
  label?: string | undefined
  /** The group's links, in order. */
  items: readonly SideNavItem[]
}

export interface SideNavProps {
  /** Accessible name of the navigation landmark, e.g. "My Account". */
  label: string
  /** The groups of links, in order. */
  groups: readonly SideNavGroup[]
  /**
   * `href` of the current page: its link gets `aria-current="page"`.
   * @default undefined
   */
  currentHref?: string | undefined
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

/** A labelled `nav` of grouped links beside the page, the current page marked. */
export const SideNav = forwardRef<HTMLElement, SideNavProps>(function SideNav(
  { label, groups, currentHref, renderLink = renderAnchor, className },
  ref,
) {
  const styles = sideNav()
  const id = useId()
  return (
    <nav ref={ref} aria-label={label} className={cx(styles.root, className)}>
      {groups.map((group, index) => {
        const labelId = `${id}-group-${index}`
        return (
          <div key={group.label ?? index} className={styles.group}>
            {group.label ? (
              <span id={labelId} className={styles.groupLabel}>
                {group.label}
              </span>
            ) : null}
            <ul aria-labelledby={group.label ? labelId : undefined} className={styles.list}>
              {group.items.map((item) => (
                <li key={item.href}>
                  {renderLink({
                    href: item.href,
                    className: styles.link,
                    'aria-current': item.href === currentHref ? 'page' : undefined,
                    children: (
                      <>
                        {item.icon}
                        {item.label}
                      </>
                    ),
                  })}
                </li>
              ))}
            </ul>
          </div>
        )
      })}
    </nav>
  )
})
