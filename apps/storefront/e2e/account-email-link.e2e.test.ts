import type { Browser } from 'playwright'
import { describe, expect, it } from 'vitest'
import { emailLinkTokenOf } from '../../sandbox/src/auth/email-links.ts'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import { storefrontForFile } from './storefront-harness.ts'

let servers: SandboxServers
let browser: Browser

storefrontForFile((started) => {
  ;({ servers, browser } = started)
})

describe("e-mail preferences from an e-mail's link (account-area.md §7 token)", () => {
  it('signed out, the link opens the e-mail preferences; a change is saved with the token', async () => {
    const context = await browser.newContext()
    context.setDefaultTimeout(10_000)
    const page = await context.newPage()
    const saves: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/email-preferences')) {
        saves.push(request.postData() ?? '')
      }
    })
    const link = `/account/emailSubscriptions?banner=greenleaf&token=${emailLinkTokenOf('greenleaf')}`
    await page.goto(`${servers.storefrontOrigin}${link}`)
    const email = page.getByRole('region', { name: 'Email Preferences' })
    const specials = email.getByRole('switch', { name: /Specials & Promotions/ })
    await specials.waitFor()
    // Signed out: no account wrapper, no text-message set (it needs the profile).
    expect(await page.getByRole('navigation', { name: 'My Account' }).count()).toBe(0)
    expect(await page.getByRole('region', { name: 'Text Message Preferences' }).count()).toBe(0)
    const before = await specials.isChecked()
    // The switch's label is what a shopper clicks (the input itself is visually hidden).
    await email.getByText('Specials & Promotions', { exact: true }).click()
    await expect.poll(() => saves.length).toBe(1)
    expect(JSON.parse(saves[0] ?? '{}')).toMatchObject({ token: emailLinkTokenOf('greenleaf') })
    // Saved: the link shows the new value again.
    await page.reload()
    await specials.waitFor()
    await expect.poll(() => specials.isChecked()).toBe(!before)
    expect(new URL(page.url()).pathname).toBe('/account/emailSubscriptions')
    await context.close()
  }, 60_000)
})
