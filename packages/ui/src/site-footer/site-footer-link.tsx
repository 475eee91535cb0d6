import { ark } from '@ark-ui/react/factory'
import { type ComponentProps, forwardRef } from 'react'
import { withContext } from './site-footer-style-context.js'

const Item = withContext(ark.li, 'item')
const Anchor = withContext(ark.a, 'link')

export type SiteFooterLinkProps = ComponentProps<typeof Anchor>

/** One footer link in its list item. Use `asChild` to render the router's link. */
export const SiteFooterLink = forwardRef<HTMLAnchorElement, SiteFooterLinkProps>(
  function SiteFooterLink(props, ref) {
    return (
      <Item>
        <Anchor ref={ref} {...props} />
      </Item>
    )
  },
)
