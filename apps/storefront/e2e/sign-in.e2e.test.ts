import type { Browser, Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import { seededShopperOf } from '../../sandbox/src/auth/credentials.ts'
import { INVALID_CREDENTIALS_MESSAGE } from '../../sandbox/src/routes/auth.ts'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import { submitSignIn } from './shopper.ts'
import { storefrontForFile } from './storefront-harness.ts'

const shopper = seededShopperOf('hilltop')
let servers: SandboxServers
let browser: Browser

storefrontForFile((started) => {
  ;({ servers, browser } = started)
})

async function open(path: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${servers.storefrontOrigin}${path}`)
  return page
}

describe('sign-in', () => {
  it('a signed-out visit to a page that needs sign-in goes to /signin, and back after signing in', async () => {
    const page = await open('/account/addresses?banner=hilltop')
    await page.waitForURL(/\/signin\?returnTo=/)
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe(
      '/account/addresses?banner=hilltop',
    )
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor()

    // By keyboard alone: the fields in order, Enter submits.
    await submitSignIn(page, 'hilltop', { byKeyboard: true })

    await page.waitForURL(/\/account\/addresses\?banner=hilltop$/)
    await page.getByRole('heading', { level: 1, name: 'Address Book' }).waitFor()
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).waitFor()
    await page.context().close()
  })

  it('a wrong password shows the message and keeps the email', async () => {
    const page = await open('/signin?banner=hilltop&returnTo=%2Fscheduling')
    await page.getByLabel('Email').fill(shopper.email)
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(INVALID_CREDENTIALS_MESSAGE)
    expect(await page.getByLabel('Email').inputValue()).toBe(shopper.email)
    expect(new URL(page.url()).pathname).toBe('/signin')
    await page.context().close()
  })

  it('refuses a returnTo of another site and goes home instead', async () => {
    const page = await open('/signin?banner=hilltop&returnTo=https%3A%2F%2Fevil.example%2F')
    await submitSignIn(page, 'hilltop')
    await page.waitForURL(`${servers.storefrontOrigin}/`)
    await page.context().close()
  })

  it('signs out from the header; a page that needs sign-in then asks for it again', async () => {
    // The address book needs sign-in and carries the full site header (checkout.md §2 gives
    // scheduling and payment a back link and logo only, so Sign Out is not there).
    const page = await open('/signin?banner=hilltop&returnTo=%2Faccount%2Faddresses')
    await submitSignIn(page, 'hilltop')
    await page.waitForURL(/\/account\/addresses$/)

    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click()
    await page.waitForURL(/\/signin\?returnTo=%2Faccount%2Faddresses$/)
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Sign In' })
      .waitFor({ state: 'detached' })
    await page.goto(`${servers.storefrontOrigin}/?banner=hilltop`)
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor()
    await page.context().close()
  })
})
