// Sign-in against the running sandbox, as a shopper would: a page that needs sign-in
// sends a signed-out visitor to /signin and back after signing in (account-area.md §6,
// shopping-method-selector.md §6); a wrong password shows the service's message and
// keeps what was typed; the header signs out.
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type Browser, chromium, type Page } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seededShopperOf } from '../../sandbox/src/auth/credentials.ts'
import { INVALID_CREDENTIALS_MESSAGE } from '../../sandbox/src/routes/auth.ts'
import { type SandboxServers, startSandboxServers } from '../../sandbox/src/server.ts'
import { openSqliteStore } from '../../sandbox/src/store/sqlite-store.ts'

const dist = resolve(import.meta.dirname, '..', 'dist')
const store = openSqliteStore({ path: ':memory:' })
const shopper = seededShopperOf('hilltop')
let servers: SandboxServers
let browser: Browser

beforeAll(async () => {
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`No storefront build in ${dist}: run npm run build -w @aisle/storefront first`)
  }
  servers = await startSandboxServers({
    store,
    storefrontDist: dist,
    hostname: '127.0.0.1',
    port: 0,
    cardFramePort: 0,
  })
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--no-first-run'],
  })
})

afterAll(async () => {
  await browser?.close()
  await servers?.close()
  store.close()
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
    await page.getByLabel('Email').focus()
    await page.keyboard.type(shopper.email)
    await page.keyboard.press('Tab')
    await page.keyboard.type(shopper.password)
    await page.keyboard.press('Enter')

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
    await page.getByLabel('Email').fill(shopper.email)
    await page.getByLabel('Password').fill(shopper.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL(`${servers.storefrontOrigin}/`)
    await page.context().close()
  })

  it('signs out from the header; a page that needs sign-in then asks for it again', async () => {
    const page = await open('/signin?banner=hilltop&returnTo=%2Fscheduling')
    await page.getByLabel('Email').fill(shopper.email)
    await page.getByLabel('Password').fill(shopper.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL(/\/scheduling$/)

    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click()
    await page.waitForURL(/\/signin\?returnTo=%2Fscheduling$/)
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Sign In' })
      .waitFor({ state: 'detached' })
    await page.goto(`${servers.storefrontOrigin}/?banner=hilltop`)
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor()
    await page.context().close()
  })
})
