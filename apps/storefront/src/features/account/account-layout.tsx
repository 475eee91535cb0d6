import {
  type AccountLink,
  accountBreadcrumbs,
  accountNavigation,
  accountPageLabel,
  currentAccountLink,
} from '@aisle/flows'
import { Breadcrumbs, SideNav } from '@aisle/ui'
import { type CSSProperties, type ReactNode, Suspense } from 'react'
import { useLocation } from 'react-router'
import { useBanner } from '../../banner-context'
import { AccountToaster } from './account-toaster'
import { routerLink } from './router-link'
import { useAccountNavigation } from './use-account-navigation'
import { useMediumUp } from './use-wide-screen'

export const ACCOUNT_NAV_LABEL = 'My Account'

interface AccountLayoutProps {
  /** Signed-out visitors get the page without the wrapper (account-area.md §1, §6). */
  signedIn: boolean
  children: ReactNode
}

// Layout only: the menu column beside the page from medium screens up.
const columns: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(12rem, 16rem) minmax(0, 1fr)',
  gap: 'var(--spacing-8)',
  alignItems: 'start',
}
const stack: CSSProperties = { display: 'grid', gap: 'var(--spacing-4)', minWidth: 0 }

/**
 * The signed-in account wrapper (account-area.md §2): the left navigation from medium
 * screens up, and breadcrumbs Home > My Account > page above the page.
 */
export function AccountLayout({ signedIn, children }: AccountLayoutProps) {
  if (!signedIn) {
    return (
      <>
        <Suspense>{children}</Suspense>
        <AccountToaster />
      </>
    )
  }
  return <AccountFrame>{children}</AccountFrame>
}

interface AccountMenuProps {
  links: readonly AccountLink[]
  pathname: string
}

function AccountMenu({ links, pathname }: AccountMenuProps) {
  return (
    <SideNav
      label={ACCOUNT_NAV_LABEL}
      groups={[{ items: links.map(({ label, href }) => ({ label, href })) }]}
      currentHref={currentAccountLink(links, pathname)?.href}
      renderLink={(props) =>
        links.find((l) => l.href === props.href)?.external ? (
          <a {...props} rel="noopener noreferrer" />
        ) : (
          routerLink(props)
        )
      }
    />
  )
}

/** The menu once the services have answered (purchase history, community rewards). */
function LoadedAccountMenu({ pathname }: { pathname: string }) {
  return <AccountMenu links={useAccountNavigation(useBanner())} pathname={pathname} />
}

function AccountFrame({ children }: { children: ReactNode }) {
  const banner = useBanner()
  const { pathname } = useLocation()
  const mediumUp = useMediumUp()
  // The banner's own menu decides the page label and shows until the services answer.
  const bannerMenu = accountNavigation(banner)
  const page = (
    <div style={stack}>
      <Breadcrumbs
        items={accountBreadcrumbs(accountPageLabel(bannerMenu, pathname))}
        renderLink={routerLink}
      />
      <div>
        <Suspense>{children}</Suspense>
      </div>
    </div>
  )
  return (
    <>
      {mediumUp ? (
        <div style={columns}>
          <Suspense fallback={<AccountMenu links={bannerMenu} pathname={pathname} />}>
            <LoadedAccountMenu pathname={pathname} />
          </Suspense>
          {page}
        </div>
      ) : (
        page
      )}
      <AccountToaster />
    </>
  )
}
