// The routes of issue 10's Lighthouse runs, and how a tab gets to each as a shopper would.
import type { Browser, Page } from 'playwright'
import { clickItem, openTab, signedInTab, type Tab } from './browser-metrics.ts'

export interface PreparedTab {
  /** Where the tab is now (how Lighthouse finds it). */
  tabUrl: string
  /** What Lighthouse loads in it. */
  auditUrl: string
  close: () => Promise<void>
}

interface LighthouseRoute {
  route: string
  prepare: (browser: Browser, origin: string, banner: string) => Promise<PreparedTab>
}

const ready = async (tab: Tab, auditUrl: string): Promise<PreparedTab> => {
  // Lighthouse simulates its own throttling: the tab runs at full speed while audited.
  await tab.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  return { tabUrl: tab.page.url(), auditUrl, close: () => tab.context.close() }
}

/** Scheduling as the shopper does it: a time, the unavailable-items drawer, the age check. */
export async function scheduleToPayment(page: Page): Promise<void> {
  const times = page.getByRole('radiogroup', { name: 'Available Times' }).getByRole('radio')
  await times.first().waitFor()
  await clickItem(times.first())
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  const drawer = page.getByRole('dialog', { name: 'Items Are Unavailable' })
  const age = page.getByRole('dialog', { name: 'Age Verification Required' })
  const onPayment = page.waitForURL((url) => url.pathname === '/checkout', { timeout: 30_000 })
  // Awaited below; handled now, so a step that fails first does not leave it unhandled.
  onPayment.catch(() => undefined)
  await drawer
    .or(age)
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined)
  if (await drawer.isVisible())
    await drawer.getByRole('button', { name: 'Continue to Payment' }).click()
  await age.waitFor({ timeout: 5_000 }).catch(() => undefined)
  if (await age.isVisible()) {
    await age.getByLabel(/Date of Birth/).pressSequentially('04121990')
    await clickItem(age.getByRole('checkbox'))
    await age.getByRole('button', { name: 'Continue' }).click()
  }
  await onPayment
  await page.getByRole('heading', { level: 1 }).waitFor()
}

/** `path` on `origin` for `banner`: the sandbox's host names no banner, so it says which. */
const bannerUrl = (origin: string, path: string, banner: string) => {
  const url = new URL(path, origin)
  url.searchParams.set('banner', banner)
  return url.href
}

const signedIn = (path: string) => async (browser: Browser, origin: string, banner: string) => {
  const tab = await signedInTab(browser, origin, banner, path)
  return ready(tab, bannerUrl(origin, path, banner))
}

/** A public page, loaded by a signed-out shopper in a fresh tab. */
const signedOut = (path: string) => async (browser: Browser, origin: string, banner: string) => {
  const tab = await openTab(browser)
  await tab.page.goto(bannerUrl(origin, path, banner))
  await tab.page.getByRole('heading', { level: 1 }).waitFor()
  return ready(tab, bannerUrl(origin, path, banner))
}

export const LIGHTHOUSE_ROUTES: readonly LighthouseRoute[] = [
  { route: '/', prepare: signedOut('/') },
  { route: '/signin', prepare: signedOut('/signin') },
  { route: '/account/addresses', prepare: signedIn('/account/addresses') },
  { route: '/scheduling', prepare: signedIn('/scheduling?fulfillmentType=Delivery') },
  {
    route: '/checkout',
    async prepare(browser, origin, banner) {
      const tab = await signedInTab(browser, origin, banner, '/scheduling?fulfillmentType=Delivery')
      await scheduleToPayment(tab.page)
      return ready(tab, bannerUrl(origin, tab.page.url(), banner))
    },
  },
  {
    // /mywallet redirects to the dashboard, which opens the wallet flyout.
    route: '/mywallet',
    async prepare(browser, origin, banner) {
      const tab = await signedInTab(browser, origin, banner, '/account/addresses')
      return ready(tab, bannerUrl(origin, '/mywallet', banner))
    },
  },
  {
    route: '/checkout/:appName/:orderId/complete',
    async prepare(browser, origin, banner) {
      const tab = await signedInTab(browser, origin, banner, '/scheduling?fulfillmentType=Delivery')
      await scheduleToPayment(tab.page)
      // As a shopper does: wait until the payment shows what the card is charged (the
      // automatic payment update is done), place the order, and give the SNAP EBT PIN
      // when the prompt asks for it.
      const { page } = tab
      await page
        .getByText(/charged to this card/)
        .first()
        .waitFor({ timeout: 30_000 })
      const place = page.getByRole('button', { name: /^Place your .* Order$/ })
      await place.click() // waits until it is enabled
      const pin = page.getByRole('dialog', { name: 'Enter Your SNAP EBT PIN' })
      const onComplete = page.waitForURL(/\/complete(\?|$)/, { timeout: 30_000 })
      onComplete.catch(() => undefined)
      const prompted = await pin.waitFor({ timeout: 10_000 }).then(
        () => true,
        () => false,
      )
      if (prompted) {
        // The PIN is typed in the card-entry frame (its own origin), not in the page.
        const field = pin
          .frameLocator('iframe[title="Secure SNAP EBT PIN entry"]')
          .getByLabel('PIN', { exact: true })
        await field.click()
        await page.keyboard.type('1234')
        await pin.getByRole('button', { name: 'Confirm' }).click()
      }
      await onComplete
      await tab.page.getByRole('heading', { level: 1 }).waitFor()
      return ready(tab, bannerUrl(origin, tab.page.url(), banner))
    },
  },
]
