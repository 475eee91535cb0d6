import type { Browser, Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import { type Banner, signedInPage } from './shopper.ts'
import { storefrontForFile } from './storefront-harness.ts'

let servers: SandboxServers
let browser: Browser

storefrontForFile((started) => {
  ;({ servers, browser } = started)
})

const signedIn = (banner: Banner, path: string): Promise<Page> =>
  signedInPage(browser, servers.storefrontOrigin, banner, path)

/** The account's left navigation, once the service answers have settled it. */
async function menuLabels(page: Page, settledOn: string): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'My Account' })
  await menu.getByRole('link', { name: settledOn }).waitFor()
  return menu.getByRole('link').allTextContents()
}

describe('account navigation by the services (account-area.md §2 table)', () => {
  it('a Boost member sees Membership, labelled with the main banner’s membership name', async () => {
    const page = await signedIn('greenleaf', '/account/dashboard')
    const labels = await menuLabels(page, 'Boost')
    expect(labels).toEqual([
      'My Account',
      'Profile',
      'Address Book',
      'Preferences',
      'Purchase History',
      'Wallet',
      'Points Summary',
      'Community Rewards',
      'Boost',
      'My Prescriptions',
    ])
    const membership = page
      .getByRole('navigation', { name: 'My Account' })
      .getByRole('link', { name: 'Boost' })
    expect(await membership.getAttribute('href')).toBe('/membership')
    await page.context().close()
  })

  it('the second banner’s cancelled HTPlus membership shows no Membership link', async () => {
    const page = await signedIn('hilltop', '/account/dashboard')
    const labels = await menuLabels(page, 'Inspiring Donations')
    // The memberships answer has come when the service-decided links are in.
    await page.waitForLoadState('networkidle')
    expect(
      await page
        .getByRole('navigation', { name: 'My Account' })
        .getByRole('link')
        .allTextContents(),
    ).toEqual(labels)
    expect(labels).not.toContain('HTPlus')
    await page.context().close()
  })

  it("copperline: 'Community Contributions', a Boost Essential member's Boost link, no Wallet", async () => {
    const page = await signedIn('copperline', '/account/dashboard')
    const labels = await menuLabels(page, 'Boost')
    expect(labels).toContain('Community Contributions')
    expect(labels).not.toContain('Wallet')
    await page.context().close()
  })

  it('community rewards ask with the preferred store of the profile (account-area.md §7)', async () => {
    const page = await signedIn('greenleaf', '/account/dashboard')
    const asked = page.waitForRequest((request) =>
      request.url().includes('/accountmanagement/api/community-rewards'),
    )
    await page
      .getByRole('navigation', { name: 'My Account' })
      .getByRole('link', { name: 'Community Rewards' })
      .click()
    const url = new URL((await asked).url())
    expect(url.searchParams.get('preferredStore')).toMatch(/^\d+$/)
    await page.getByText('Riverside Food Pantry').waitFor()
    await page.context().close()
  })

  it('the hosted-payment switch puts the hosted wallet link in Wallet’s place', async () => {
    const page = await signedIn('greenleaf', '/account/dashboard?wallet=hosted')
    const menu = page.getByRole('navigation', { name: 'My Account' })
    await menu.getByRole('link', { name: 'Boost' }).waitFor()
    const wallet = menu.getByRole('link', { name: /^Wallet/ })
    expect(await wallet.getAttribute('href')).toBe('https://pay.greenleaf.example/wallet')
    await page.context().close()
  })
})
