import {
  type AccountLink,
  accountBreadcrumbs,
  accountNavigation,
  accountPageLabel,
  currentAccountLink,
} from '@aisle/flows'
import { Breadcrumbs, Columns, SideNav, Stack } from '@aisle/ui'
import { type ReactNode, Suspense, useEffect, useState } from 'react'
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

/**
 * Reads what the services say of the menu (purchase history, community rewards) and hands
 * the links up; renders nothing. The menu itself stays the same element throughout, so a
 * press that starts while the reads land still ends on the link it started on (a menu
 * swapped from a fallback to a loaded copy lost it).
 */
function AccountMenuLinks({ onLinks }: { onLinks: (links: AccountLink[]) => void }) {
  const links = useAccountNavigation(useBanner())
  useEffect(() => onLinks(links), [links, onLinks])
  return null
}

function AccountFrame({ children }: { children: ReactNode }) {
  const banner = useBanner()
  const { pathname } = useLocation()
  const mediumUp = useMediumUp()
  // The banner's own menu decides the page label and shows until the services answer.
  const bannerMenu = accountNavigation(banner)
  const [loadedMenu, setLoadedMenu] = useState<AccountLink[] | undefined>(undefined)
  const page = (
    <Stack gap="4">
      <Breadcrumbs
        items={accountBreadcrumbs(accountPageLabel(bannerMenu, pathname))}
        renderLink={routerLink}
      />
      {/* The page's own title and sections, spaced as one column (a bare <div> set the
          title on the first card). */}
      <Stack gap="4">
        <Suspense>{children}</Suspense>
      </Stack>
    </Stack>
  )
  return (
    <>
      {mediumUp ? (
        <Columns count="sidebar" gap="8">
          <AccountMenu links={loadedMenu ?? bannerMenu} pathname={pathname} />
          {/* Renders nothing: the grid keeps the menu and the page as its two items. */}
          <Suspense>
            <AccountMenuLinks onLinks={setLoadedMenu} />
          </Suspense>
          {page}
        </Columns>
      ) : (
        page
      )}
      <AccountToaster />
    </>
  )
}
