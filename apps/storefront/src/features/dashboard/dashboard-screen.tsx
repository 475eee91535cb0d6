import {
  ACCOUNT_DASHBOARD_PATH,
  type AccountLink,
  accountNavigation,
  accountPagesText,
} from '@aisle/flows'
import { Alert, Columns, Link as KitLink, Skeleton, Stack, Surface } from '@aisle/ui'
import { useId } from 'react'
import { Link } from 'react-router'
import { useBanner } from '../../banner-context'
import { useAccountNavigation } from '../account/use-account-navigation'
import { dashboardCardDescription } from './dashboard-card-text'
import { LoadingStatus } from './loading-status'
import { useProfile } from './use-profile'
import './dashboard.css'

/**
 * The cards in the menu's order, those the banner decides first and those a service's
 * answer adds (the membership card, once the memberships call says it is active) after
 * them: a card that arrives late then appears at the end instead of pushing the cards
 * after it across the grid (a layout shift).
 */
function cardOrder(bannerMenu: AccountLink[], links: AccountLink[]): AccountLink[] {
  const decided = new Set(bannerMenu.map((link) => link.href))
  return [
    ...links.filter((link) => decided.has(link.href)),
    ...links.filter((link) => !decided.has(link.href)),
  ]
}

/**
 * The My Account landing (account-area.md §2): the welcome, then a card per area of the
 * account navigation with a line on what it holds (dashboard-card-text.ts), three across
 * from 1024 px, two from 480 px, one on small phones.
 */
export function DashboardScreen() {
  const profile = useProfile()
  const banner = useBanner()
  const links = cardOrder(accountNavigation(banner), useAccountNavigation(banner)).filter(
    (link) => link.href !== ACCOUNT_DASHBOARD_PATH,
  )
  const listId = useId()
  return (
    <>
      {/* One line of the greeting, so nothing moves when it arrives (dashboard.css). */}
      {profile.status === 'loading' ? (
        <div className="dashboard-greeting-line">
          <Skeleton width="10rem" />
          <LoadingStatus label={accountPagesText.loading} />
        </div>
      ) : null}
      {profile.status === 'error' ? (
        <Alert
          tone="danger"
          description={accountPagesText.loadError}
          actionLabel={accountPagesText.tryAgain}
          onAction={profile.retry}
        />
      ) : null}
      {profile.status === 'ready' ? (
        <h2>{accountPagesText.welcome(profile.profile.firstName)}</h2>
      ) : null}
      <Stack gap="4">
        <p id={listId}>{accountPagesText.dashboardIntro}</p>
        <Columns count="3" gap="4" asChild>
          <ul aria-labelledby={listId}>
            {links.map((link) => (
              <li key={link.href}>
                <Surface.Root asChild>
                  <div>
                    <Surface.Title asChild>
                      <h3>
                        {link.external ? (
                          <KitLink href={link.href} external>
                            {link.label}
                          </KitLink>
                        ) : (
                          <Link to={link.href}>{link.label}</Link>
                        )}
                      </h3>
                    </Surface.Title>
                    <p>{dashboardCardDescription(link)}</p>
                  </div>
                </Surface.Root>
              </li>
            ))}
          </ul>
        </Columns>
      </Stack>
    </>
  )
}
