import { ACCOUNT_DASHBOARD_PATH, accountPagesText } from '@aisle/flows'
import { Alert, Link as KitLink, Spinner } from '@aisle/ui'
import { useId } from 'react'
import { Link } from 'react-router'
import { useBanner } from '../../banner-context'
import { useAccountNavigation } from '../account/use-account-navigation'
import { useProfile } from './use-profile'

/** The My Account landing: a greeting and the account's pages (account-area.md §2). */
export function DashboardScreen() {
  const profile = useProfile()
  const links = useAccountNavigation(useBanner()).filter(
    (link) => link.href !== ACCOUNT_DASHBOARD_PATH,
  )
  const listId = useId()
  return (
    <>
      {profile.status === 'loading' ? <Spinner label={accountPagesText.loading} /> : null}
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
      <p id={listId}>{accountPagesText.dashboardIntro}</p>
      <ul aria-labelledby={listId}>
        {links.map((link) => (
          <li key={link.href}>
            {link.external ? (
              <KitLink href={link.href} external>
                {link.label}
              </KitLink>
            ) : (
              <Link to={link.href}>{link.label}</Link>
            )}
          </li>
        ))}
      </ul>
    </>
  )
}
