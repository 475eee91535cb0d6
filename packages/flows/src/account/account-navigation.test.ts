import { banners } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import {
  accountBreadcrumbs,
  accountNavigation,
  accountPageLabel,
  currentAccountLink,
} from './account-navigation.js'

const byId = (id: string) => {
  const banner = banners.find((b) => b.id === id)
  if (!banner) throw new Error(id)
  return banner
}
const labels = (id: string, context = {}) =>
  accountNavigation(byId(id), context).map((l) => l.label)

describe('account navigation: account-area.md §2 table and §6', () => {
  it('always shows My Account, Profile, Address Book, Preferences and Points Summary', () => {
    for (const banner of banners) {
      expect(labels(banner.id)).toEqual(
        expect.arrayContaining([
          'My Account',
          'Profile',
          'Address Book',
          'Preferences',
          'Points Summary',
        ]),
      )
    }
    expect(
      accountNavigation(byId('greenleaf'))
        .slice(0, 4)
        .map((l) => l.href),
    ).toEqual([
      '/account/dashboard',
      '/account/update',
      '/account/addresses',
      '/account/emailSubscriptions',
    ])
  })

  it('shows Purchase History only for banners enabled for it (registry, or the app data when loaded)', () => {
    expect(labels('greenleaf')).toContain('Purchase History')
    expect(labels('copperline')).not.toContain('Purchase History')
    expect(labels('greenleaf', { purchaseHistoryBanners: ['hilltopmarket'] })).not.toContain(
      'Purchase History',
    )
    expect(labels('copperline', { purchaseHistoryBanners: ['copperlinefoods'] })).toContain(
      'Purchase History',
    )
  })

  it('hides Wallet for some banners and replaces it with the hosted-payment link when the switch is on', () => {
    expect(labels('copperline')).not.toContain('Wallet')
    const wallet = accountNavigation(byId('greenleaf')).find((l) => l.label === 'Wallet')
    expect(wallet).toEqual({ label: 'Wallet', href: '/mywallet' })
    const hosted = accountNavigation(byId('greenleaf'), { hostedWallet: true }).find(
      (l) => l.label === 'Wallet',
    )
    expect(hosted).toMatchObject({ href: 'https://pay.greenleaf.example/wallet', external: true })
  })

  it("labels Community Rewards per banner ('Inspiring Donations', 'Community Contributions') and hides it when the banner does not take part", () => {
    expect(labels('hilltop')).toContain('Inspiring Donations')
    expect(labels('copperline')).toContain('Community Contributions')
    expect(labels('copperline', { communityRewardsEnabled: false })).not.toContain(
      'Community Contributions',
    )
    expect(labels('greenleaf', { communityRewardsEnabled: false })).not.toContain(
      'Community Rewards',
    )
  })

  it("shows Membership only when active, with the second banner's own name", () => {
    expect(labels('greenleaf')).not.toContain('Boost')
    expect(labels('greenleaf', { membershipActive: true })).toContain('Boost')
    expect(labels('hilltop', { membershipActive: true })).toContain('HTPlus')
  })

  it('hides My Prescriptions on some hosts and adds the external education link for the one banner', () => {
    expect(labels('greenleaf')).toContain('My Prescriptions')
    expect(labels('hilltop')).not.toContain('My Prescriptions')
    const education = accountNavigation(byId('hilltop')).at(-1)
    expect(education).toMatchObject({ external: true, href: 'https://learn.hilltop.example/' })
    expect(accountNavigation(byId('greenleaf')).some((l) => l.external)).toBe(false)
  })

  it('breadcrumbs read Home > My Account > page', () => {
    expect(accountBreadcrumbs('Address Book')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'My Account', href: '/account/dashboard' },
      { label: 'Address Book' },
    ])
    expect(accountBreadcrumbs()).toEqual([{ label: 'Home', href: '/' }, { label: 'My Account' }])
  })

  it('marks the current page', () => {
    const links = accountNavigation(byId('greenleaf'))
    expect(currentAccountLink(links, '/account/addresses')?.label).toBe('Address Book')
    expect(currentAccountLink(links, '/nowhere')).toBeUndefined()
  })
})

describe('accountPageLabel: account-area.md §2 breadcrumbs Home > My Account > page', () => {
  const links = accountNavigation(byId('greenleaf'))
  it.each([
    ['/account/addresses', 'Address Book'],
    ['/account/addresses/', 'Address Book'],
    ['/account/emailSubscriptions', 'Preferences'],
    ['/account/dashboard', 'My Account'],
    ['/account/address', 'Add New Address'],
    ['/account/address/addr-1', 'Edit Address'],
    ['/mypurchases/pending/checkout-3', 'Order Details'],
    ['/cart', undefined],
  ])('%s → %s', (path, label) => {
    expect(accountPageLabel(links, path)).toBe(label)
  })
})
