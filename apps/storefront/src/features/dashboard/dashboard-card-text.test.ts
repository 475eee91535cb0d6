import { banners } from '@aisle/api'
import { ACCOUNT_DASHBOARD_PATH, accountNavigation } from '@aisle/flows'
import { describe, expect, it } from 'vitest'
import { dashboardCardDescription, dashboardCardDescriptions } from './dashboard-card-text'

// account-area.md §2 (Account left navigation): every link but My Account is a card of the
// landing, and each card carries one line on what it holds.

/** One short sentence: about two lines of a card a third of the 1280 px page wide. */
const MAX_DESCRIPTION = 40

const everyCard = banners.flatMap((banner) =>
  [
    accountNavigation(banner, { membershipActive: true, communityRewardsEnabled: true }),
    accountNavigation(banner, { hostedWallet: true, membershipActive: true }),
  ]
    .flat()
    .filter((link) => link.href !== ACCOUNT_DASHBOARD_PATH)
    .map((link) => ({ banner: banner.id, link })),
)

describe('dashboard card descriptions (account-area.md §2)', () => {
  it('covers every card of every banner, with every optional card shown', () => {
    expect(everyCard.length).toBeGreaterThan(banners.length * 7)
    for (const { banner, link } of everyCard) {
      expect(dashboardCardDescription(link), `${banner} ${link.label}`).not.toBe('')
    }
  })

  it('keeps each to one short sentence', () => {
    const all = new Set(everyCard.map(({ link }) => dashboardCardDescription(link)))
    for (const text of [...all, ...Object.values(dashboardCardDescriptions)]) {
      expect(text.length, text).toBeLessThanOrEqual(MAX_DESCRIPTION)
      expect(text, text).toMatch(/^[A-Z][^.]*\.$/)
    }
  })

  it('describes a hosted wallet as the wallet, another site as such, an unknown path not at all', () => {
    expect(
      dashboardCardDescription({ label: 'Wallet', href: 'https://pay.example', external: true }),
    ).toBe(dashboardCardDescriptions['/mywallet'])
    expect(
      dashboardCardDescription({ label: 'Learn', href: 'https://learn.example', external: true }),
    ).toBe('Opens on its own site.')
    expect(dashboardCardDescription({ label: 'New', href: '/new' })).toBe('')
  })
})
