import { Menu, UserIcon } from '@aisle/ui'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useBanner } from '../../banner-context'
import { useAccountNavigation } from '../account/use-account-navigation'

export const ACCOUNT_MENU_LABEL = 'Account menu'

/**
 * The header's account menu: the account navigation's links for the banner (account-area.md
 * §2). The kit's Menu loads its machine on the first hover, focus or press; the services the
 * links depend on are asked at the same moment, not with every page.
 */
export default function HeaderAccountMenu() {
  const [reached, setReached] = useState(false)
  const reach = () => setReached(true)
  const links = useAccountNavigation(useBanner(), reached)
  const navigate = useNavigate()
  return (
    <Menu
      label={ACCOUNT_MENU_LABEL}
      icon={<UserIcon />}
      items={links.map((link) => ({ value: link.href, label: link.label }))}
      onPointerEnter={reach}
      onPointerDown={reach}
      onFocus={reach}
      onKeyDown={reach}
      onSelect={(href) => {
        const link = links.find((l) => l.href === href)
        if (link?.external) window.open(href, '_blank', 'noopener,noreferrer')
        else void navigate(href)
      }}
    />
  )
}
