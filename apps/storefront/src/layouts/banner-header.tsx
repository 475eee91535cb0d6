import { signInPathFor } from '@aisle/flows'
import { Button, SiteHeader } from '@aisle/ui'
import { lazy, type ReactNode, Suspense } from 'react'
import { Link, useLocation } from 'react-router'
import { SelectorTrigger } from '../features/selector/selector-trigger'
import { paths, signIn } from '../messages'
import { useSession, useSessionStore } from '../session'
import { BannerBrand } from './banner-brand'
import './header-places.css'

/**
 * The server's shell of a page (src/server.tsx): the same for every shopper, rendered
 * without a session. `signedIn`: the page needs sign-in, so the header holds the places of
 * what a shopper sees there (account menu, cart, Sign Out) rather than the Sign In link.
 */
export interface LayoutShell {
  signedIn: boolean
}

interface BannerHeaderProps {
  /** Before the logo: the checkout's back link. */
  start?: ReactNode
  /** Rendered as the server's shell: the places alone, no code loaded for them. */
  shell?: LayoutShell | undefined
}

// The signed-in parts load on their own, not with the entry: they read the basket and the
// account services. Until they load, each holds its place at its own size, so the header
// does not move when they arrive: the account menu's trigger is a control.sm square (the
// kit's Menu, whose machine loads on intent). The places are classes (header-places.css), so
// the server's shell holds them too.
const HeaderCartLink = lazy(() => import('../features/cart/header-cart-link'))
const HeaderAccountMenu = lazy(() => import('../features/dashboard/header-account-menu'))
const menuPlace = <span className="header-place-menu" />
const cartPlace = <span className="header-place-cart" />

/**
 * The header: the banner's logo, named by its title, linking home; the shopping-method
 * selector; for a shopper the account menu and the cart with its count; sign in or out.
 */
export function BannerHeader({ start, shell }: BannerHeaderProps) {
  const location = useLocation()
  const session = useSession()
  const sessions = useSessionStore()
  const signedIn = shell ? shell.signedIn : session !== undefined
  return (
    <SiteHeader.Root>
      {start}
      <BannerBrand />
      {/* shopping-method-selector.md §2: the selector opens from the header of every page. */}
      <SiteHeader.Control>
        <SelectorTrigger
          signedIn={signedIn}
          openedFrom={/^\/(shopping\/)?cart\/?$/.test(location.pathname) ? 'cart' : 'header'}
        />
      </SiteHeader.Control>
      <SiteHeader.Nav aria-label={signIn.headerNav}>
        {signedIn && shell ? (
          <>
            {menuPlace}
            {cartPlace}
          </>
        ) : null}
        {signedIn && !shell ? (
          <>
            <Suspense fallback={menuPlace}>
              <HeaderAccountMenu />
            </Suspense>
            <Suspense fallback={cartPlace}>
              <HeaderCartLink />
            </Suspense>
          </>
        ) : null}
        {signedIn ? (
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
