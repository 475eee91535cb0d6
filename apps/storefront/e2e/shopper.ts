// What the e2e tests do as a shopper or through the sandbox's HTTP API: sign in, call the
// services with the shopper's token, create a checkout.

import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { routes } from '@aisle/api'
import type { Browser, Page } from 'playwright'
import { seededShopperOf } from '../../sandbox/src/auth/credentials.ts'

export type Banner = 'greenleaf' | 'hilltop' | 'copperline'
export const BANNERS: readonly Banner[] = ['greenleaf', 'hilltop', 'copperline']

export interface SignInOptions {
  viewport?: { width: number; height: number }
  userAgent?: string
}

/** Signs the banner's seeded shopper in on /signin (a fresh context) and lands on `path`. */
export async function signedInPage(
  browser: Browser,
  origin: string,
  banner: Banner,
  path: string,
  options: SignInOptions = {},
): Promise<Page> {
  const shopper = seededShopperOf(banner)
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  })
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  await page.goto(`${origin}/signin?banner=${banner}&returnTo=${encodeURIComponent(path)}`)
  await page.getByLabel('Email').fill(shopper.email)
  await page.getByLabel('Password').fill(shopper.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL((url) => url.pathname === path.split('?')[0])
  return page
}

export type SandboxCall = <T>(method: string, path: string, body?: unknown) => Promise<T>

/** The sandbox API as the banner's shopper (signed in over HTTP); any status but 200 throws. */
export async function sandboxApi(origin: string, banner: Banner): Promise<SandboxCall> {
  const shopper = seededShopperOf(banner)
  const base = `${origin}/api`
  const headers = { 'content-type': 'application/json', 'x-banner': banner }
  const tokenResponse = await fetch(`${base}${routes.signIn.path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: shopper.email, password: shopper.password }),
  })
  const { accessToken } = (await tokenResponse.json()) as { accessToken: string }
  const auth = { ...headers, authorization: `Bearer ${accessToken}` }
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: auth,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    if (response.status !== 200)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
    return (await response.json()) as T
  }
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** axe's violations on the page for the given tags (all rules when none), as 'rule: target' lines. */
export async function axeViolations(page: Page, tags?: readonly string[]): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern.
  await page.evaluate(axeSource)
  return page.evaluate(
    async (only) => {
      const axe = (
        window as unknown as {
          axe: {
            run(
              context: Document,
              options: object,
            ): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }>
          }
        }
      ).axe
      const options = only ? { runOnly: { type: 'tag', values: only } } : {}
      const { violations } = await axe.run(document, options)
      return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))
    },
    tags ? [...tags] : undefined,
  )
}
