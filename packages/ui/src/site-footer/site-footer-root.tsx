import { ark } from '@ark-ui/react/factory'
import { type ComponentProps, forwardRef } from 'react'
import { withContext, withProvider } from './site-footer-style-context.js'

const Footer = withProvider(ark.footer, 'root')
const Inner = withContext(ark.div, 'inner')

export type SiteFooterRootProps = ComponentProps<typeof Footer>

/** The page's `<footer>` landmark, its content centred at page width. */
export const SiteFooterRoot = forwardRef<HTMLElement, SiteFooterRootProps>(function SiteFooterRoot(
  { children, ...rest },
  ref,
) {
  return (
    <Footer ref={ref} {...rest}>
      <Inner>{children}</Inner>
    </Footer>
  )
})
