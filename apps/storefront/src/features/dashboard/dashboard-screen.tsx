import { ACCOUNT_DASHBOARD_PATH, accountPagesText } from '@aisle/flows'
import { Alert, Link as KitLink, Skeleton } from '@aisle/ui'
import { type CSSProperties, useId } from 'react'
import { Link } from 'react-router'
import { useBanner } from '../../banner-context'
import { useAccountNavigation } from '../account/use-account-navigation'
import { LoadingStatus } from './loading-status'
import { useProfile } from './use-profile'

// One line of the greeting's h2 (the kit's headings are line height `tight`) and the space
// PageLayout.Main puts under a heading, so the intro and the list below stay where they are
// when the greeting replaces it.
const greetingLine: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  height: '1lh',
  lineHeight: 'var(--line-heights-tight)',
  marginBlockEnd: 'var(--spacing-3)',
}

/** The My Account landing: a greeting and the account's pages (account-area.md §2). */
export function DashboardScreen() {
  const profile = useProfile()
  const links = useAccountNavigation(useBanner()).filter(
    (link) => link.href !== ACCOUNT_DASHBOARD_PATH,
  )
  const listId = useId()
  return (
    <>
      {profile.status === 'loading' ? (
        <div style={greetingLine}>
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
