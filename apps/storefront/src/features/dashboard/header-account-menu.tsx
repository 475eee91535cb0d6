import { Menu, UserIcon } from '@aisle/ui'
import { useNavigate } from 'react-router'
import { useBanner } from '../../banner-context'
import { useAccountNavigation } from '../account/use-account-navigation'

export const ACCOUNT_MENU_LABEL = 'Account menu'

/** The header's account menu: the account navigation's links for the banner (account-area.md §2). */
export default function HeaderAccountMenu() {
  const links = useAccountNavigation(useBanner())
  const navigate = useNavigate()
  return (
    <Menu
      label={ACCOUNT_MENU_LABEL}
      icon={<UserIcon />}
      items={links.map((link) => ({ value: link.href, label: link.label }))}
      onSelect={(href) => {
        const link = links.find((l) => l.href === href)
        if (link?.external) window.open(href, '_blank', 'noopener,noreferrer')
        else void navigate(href)
      }}
    />
  )
}
