import type { ReactNode } from 'react'

/** What navigation components hand to `renderLink` for each link they draw. */
export interface RenderLinkProps {
  /** Where the link goes. */
  href: string
  /** The component's styles for the link; put them on the rendered element. */
  className: string
  /** `'page'` on the link to the current page. @default undefined (another page) */
  'aria-current'?: 'page' | undefined
  /** The link's text. */
  children: ReactNode
}

/**
 * Draws one link of a navigation component (breadcrumbs, side navigation). Pass one that
 * returns the app's router link to navigate without a page load.
 */
export type RenderLink = (props: RenderLinkProps) => ReactNode

/** The default `renderLink`: a plain anchor. */
export const renderAnchor: RenderLink = ({ href, ...props }) => <a href={href} {...props} />
