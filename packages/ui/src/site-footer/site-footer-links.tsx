import { ark } from '@ark-ui/react/factory'
import { type ComponentProps, forwardRef } from 'react'
import { withContext } from './site-footer-style-context.js'

const Nav = withContext(ark.nav, 'nav')
const List = withContext(ark.ul, 'links')

export type SiteFooterLinksProps = ComponentProps<typeof Nav> & {
  /** Names the navigation landmark, e.g. 'Legal'; a page has several. */
  'aria-label': string
}

/** A labelled `<nav>` holding a list of `SiteFooter.Link`s. */
export const SiteFooterLinks = forwardRef<HTMLElement, SiteFooterLinksProps>(
  function SiteFooterLinks({ children, ...rest }, ref) {
    return (
      <Nav ref={ref} {...rest}>
        <List>{children}</List>
      </Nav>
    )
  },
)
