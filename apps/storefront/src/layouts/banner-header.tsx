import { signInPathFor } from '@aisle/flows'
import { Button, SiteHeader } from '@aisle/ui'
import { lazy, type ReactNode, Suspense } from 'react'
import { Link, useLocation } from 'react-router'
import { useBanner } from '../banner-context'
import { headerCartBox } from '../features/cart/header-cart-box'
import { SelectorTrigger } from '../features/selector/selector-trigger'
import { paths, signIn } from '../messages'
import { useSession, useSessionStore } from '../session'
import { AccountMenuSlot } from './account-menu-slot'

interface BannerHeaderProps {
  /** Before the logo: the checkout's back link. */
  start?: ReactNode
}

// The signed-in parts load on their own: they read the basket and the account services.
// Until it loads, the cart link holds its place at its size, so the header does not move
// when it arrives. The account menu loads on intent (account-menu-slot.tsx).
const HeaderCartLink = lazy(() => import('../features/cart/header-cart-link'))

/**
 * The header: the banner's logo, named by its title, linking home; the shopping-method
 * selector; for a shopper the account menu and the cart with its count; sign in or out.
 */
export function BannerHeader({ start }: BannerHeaderProps) {
  const banner = useBanner()
  const location = useLocation()
  const session = useSession()
  const sessions = useSessionStore()
  return (
    <SiteHeader.Root>
      {start}
      <SiteHeader.Brand asChild>
        <Link to={paths.home}>
          <SiteHeader.Logo
            src={banner.logo.asset}
            alt={banner.title}
            width={banner.logo.width}
            height={banner.logo.height}
          />
        </Link>
      </SiteHeader.Brand>
      {/* shopping-method-selector.md §2: the selector opens from the header of every page. */}
      <SiteHeader.Control>
        <SelectorTrigger
          signedIn={session !== undefined}
          openedFrom={/^\/(shopping\/)?cart\/?$/.test(location.pathname) ? 'cart' : 'header'}
        />
      </SiteHeader.Control>
      <SiteHeader.Nav aria-label={signIn.headerNav}>
        {session ? (
          <>
            <AccountMenuSlot />
            <Suspense fallback={<span style={headerCartBox} />}>
              <HeaderCartLink />
            </Suspense>
          </>
        ) : null}
        {session ? (
          <Button variant="plain" size="sm" onClick={() => void sessions.signOut()}>
            {signIn.headerSignOut}
          </Button>
        ) : location.pathname === paths.signIn ? null : (
          <Link to={signInPathFor(location)}>{signIn.headerSignIn}</Link>
        )}
      </SiteHeader.Nav>
    </SiteHeader.Root>
  )
}
