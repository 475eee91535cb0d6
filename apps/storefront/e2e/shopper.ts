// What the e2e tests do as a shopper or through the sandbox's HTTP API: sign in, call the
// services with the shopper's token, create and place a checkout, arm a fault, run axe.

import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { routes } from '@aisle/api'
import type { Browser, Locator, Page } from 'playwright'
import { seededShopperOf } from '../../sandbox/src/auth/credentials.ts'
import { FAULTS_PATH } from '../../sandbox/src/faults.ts'

export type Banner = 'greenleaf' | 'hilltop' | 'copperline'
export const BANNERS: readonly Banner[] = ['greenleaf', 'hilltop', 'copperline']

/** Fills /signin's form with the banner's seeded shopper and submits it. */
export async function submitSignIn(
  page: Page,
  banner: Banner,
  how: { byKeyboard?: boolean } = {},
): Promise<void> {
  const shopper = seededShopperOf(banner)
  if (how.byKeyboard) {
    // The fields in order, Enter submits. A prerendered /signin keeps its fields read-only
    // until the page is hydrated (what is typed before would be dropped): wait for that, as
    // a shopper waits for the field to take the first letter.
    const email = page.getByLabel('Email')
    await email.and(page.locator(':not([readonly])')).waitFor()
    await email.focus()
    await page.keyboard.type(shopper.email)
    await page.keyboard.press('Tab')
    await page.keyboard.type(shopper.password)
    await page.keyboard.press('Enter')
    return
  }
  await page.getByLabel('Email').fill(shopper.email)
  await page.getByLabel('Password').fill(shopper.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

export interface SignInOptions {
  viewport?: { width: number; height: number }
  userAgent?: string
  /** Types the credentials and submits with Enter instead of clicking. */
  byKeyboard?: boolean
  /** Where signing in lands when it is not `path` itself (a route that redirects). */
  landing?: RegExp | ((url: URL) => boolean)
}

/** Signs the banner's seeded shopper in on /signin in `page` and waits to land on `path`. */
export async function signIn(
  page: Page,
  origin: string,
  banner: Banner,
  path: string,
  options: SignInOptions = {},
): Promise<void> {
  await page.goto(`${origin}/signin?banner=${banner}&returnTo=${encodeURIComponent(path)}`)
  await submitSignIn(page, banner, options)
  await page.waitForURL(options.landing ?? ((url) => url.pathname === path.split('?')[0]))
}

/** Signs the banner's seeded shopper in on /signin (a fresh context) and lands on `path`. */
export async function signedInPage(
  browser: Browser,
  origin: string,
  banner: Banner,
  path: string,
  options: SignInOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  })
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  await signIn(page, origin, banner, path, options)
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

/** The service path of one checkout (read with GET, changed with PUT). */
export const checkoutPath = (id: string) => routes.checkout.path.replace(':checkoutId', id)

export interface Draft {
  id: string
  versionKey: string
}

/** The seeded shopper's contact as scheduling completes it. */
export const AVERY = { firstName: 'Avery', lastName: 'Quinn', phone: '+15135550148' }

/** A cart line of a checkout: `quantity` of the product, substitutions left to the shopper. */
export const lineItem = (gtin13: string, quantity: number, more: object = {}) => ({
  cart: { gtin13 },
  quantity,
  substitutionPolicy: 'SHOPPER_CHOICE',
  ...more,
})

/**
 * A reserved delivery or pickup time: Tuesday 2:00 PM - 4:00 PM, with an outside vendor
 * when one is named (none: the banner's own, which needs no third-party agreement).
 */
export const reservedPromise = (vendorId?: string) => ({
  id: 'promise-e2e',
  selections: [
    {
      ...(vendorId === undefined ? {} : { vendor: { id: vendorId } }),
      window: { value: 'Tuesday 2:00 PM - 4:00 PM', timezone: 'America/New_York' },
    },
  ],
})

export interface CheckoutParts {
  /** Beside the profile id; by default the shopper's email. */
  buyer?: object
  /** By default Avery Quinn's contact, Standard and a reserved time. */
  fulfillment?: object
  /** By default two bananas. */
  lineItems?: object[]
}

/** A checkout in DRAFT for the shopper's cart (checkout.md §7 'Create checkout (v2)'). */
export function createCheckout<T extends Draft = Draft>(
  call: SandboxCall,
  modalityType: 'Pickup' | 'Delivery',
  parts: CheckoutParts = {},
): Promise<T> {
  return call<T>('POST', routes.createCheckout.path, {
    buyer: {
      profileId: 'sandbox-shopper',
      ...(parts.buyer ?? { email: 'avery.quinn@example.com' }),
    },
    fulfillment: parts.fulfillment ?? {
      contact: AVERY,
      deliveryType: 'Standard',
      promise: reservedPromise(),
    },
    lineItems: parts.lineItems ?? [lineItem('0000000004011', 2)],
    modalityType,
    cartId: 'checkout-cart',
    properties: { paymentVersion: '2', createOrderPromiseHadFallout: false },
  })
}

/**
 * A delivery checkout of bananas (6) and bread (1) as scheduling leaves it: Avery Quinn's
 * contact without texts, Standard delivery, a reserved promise and no payment yet.
 */
export async function createDeliveryDraft(call: SandboxCall): Promise<Draft> {
  const line = (gtin13: string, quantity: number) =>
    lineItem(gtin13, quantity, { modalityType: 'Delivery' })
  return createCheckout(call, 'Delivery', {
    buyer: {},
    fulfillment: {
      contact: { ...AVERY, smsOptin: false },
      deliveryType: 'Standard',
      promise: { id: 'promise-e2e' },
    },
    lineItems: [line('0000000004011', 6), line('0001111000101', 1)],
  })
}

/**
 * Signs greenleaf's shopper in on a fresh context `width` px wide and opens the payment
 * step of checkout `id`, once its heading shows.
 */
export async function openPaymentStep(
  browser: Browser,
  origin: string,
  id: string,
  width = 1280,
): Promise<Page> {
  const page = await signedInPage(browser, origin, 'greenleaf', `/checkout?orderId=${id}&nc=true`, {
    viewport: { width, height: 900 },
  })
  await page.getByRole('heading', { level: 1, name: 'Payment details' }).waitFor()
  return page
}

/**
 * Adds a bank card through the hosted frame of the open wallet flyout (wallet-flyout.md
 * §4): 'Add Credit/Debit Card', the number, December 2039 and a CVV in the frame, Avery
 * Quinn on the host form, Submit, then 'Card Added!'. The wallet refuses a number it holds,
 * so a shopper for a file adds a number of each test's own. Answers the flyout.
 */
export async function addCardThroughFrame(page: Page, typedPan: string): Promise<Locator> {
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Add Credit/Debit Card' }).click()
  await dialog.getByRole('heading', { name: 'Add Credit/Debit Card' }).waitFor()
  const frame = page.frameLocator('iframe[title="Secure card entry"]')
  await frame.getByLabel('Card Number').fill(typedPan)
  await frame.getByLabel('Expiration Month').selectOption('12')
  await frame.getByLabel('Expiration Year').selectOption('2039')
  await frame.getByLabel('CVV').fill('123')
  await dialog.getByLabel('First Name').fill('Avery')
  await dialog.getByLabel('Last Name').fill('Quinn')
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await dialog.getByText('Card Added!').waitFor()
  return dialog
}

/** Places a draft: ACTIVATE paid with the seeded Visa card (checkout.md §4 "Place order"). */
export function activateCheckout<T = Draft>(
  call: SandboxCall,
  draft: Draft,
  idempotencyKey: string,
): Promise<T> {
  return call<T>('PUT', checkoutPath(draft.id), {
    type: 'ACTIVATE',
    versionKey: draft.versionKey,
    paymentDetails: { paymentMethods: { bankCards: [{ id: 'card-visa' }] } },
    idempotencyKey,
  })
}

/** Arms a one-shot fault switch on a route of the sandbox (sandbox faults: FAULTS_PATH). */
export async function armFault(origin: string, route: string, fault: string): Promise<void> {
  const response = await fetch(`${origin}${FAULTS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ route, fault, times: 1 }),
  })
  if (!response.ok) throw new Error(`arming ${fault} on ${route}: ${response.status}`)
}

/** Clears every fault switch of the sandbox (a test's fault must not outlive it). */
export async function clearFaults(origin: string): Promise<void> {
  const response = await fetch(`${origin}${FAULTS_PATH}`, { method: 'DELETE' })
  if (!response.ok) throw new Error(`clearing the faults: ${response.status}`)
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

/** Requests matching `pattern` wait until `release()`; `arrived` settles when the first one is held. */
export async function holdRequests(page: Page, pattern: string) {
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve
  })
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(pattern, async (route) => {
    arrive()
    await released
    await route.continue()
  })
  return { arrived, release }
}
