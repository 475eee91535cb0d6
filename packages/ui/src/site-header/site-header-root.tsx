import { ark } from '@ark-ui/react/factory'
import { type ComponentProps, forwardRef } from 'react'
import { withContext, withProvider } from './site-header-style-context.js'

const Header = withProvider(ark.header, 'root')
const Inner = withContext(ark.div, 'inner')

export type SiteHeaderRootProps = ComponentProps<typeof Header>

/**
 * The page's `<header>` landmark, its content centred at page width, in source order:
 * in checkout put `SiteHeader.BackLink` before `SiteHeader.Brand`.
 */
export const SiteHeaderRoot = forwardRef<HTMLElement, SiteHeaderRootProps>(function SiteHeaderRoot(
  { children, ...rest },
  ref,
) {
  return (
    <Header ref={ref} {...rest}>
      <Inner>{children}</Inner>
    </Header>
  )
})
