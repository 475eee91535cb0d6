// The payment step's layout as a shopper sees it (checkout.md §2 "Payment step (review)"):
// at 1280 px the order summary sits beside the sections, at 375 px the sections stack in
// one column and nothing runs off the screen sideways. Reached through the storefront:
// home, cart, Check Out, a time on scheduling, Continue.
import type { Browser, Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import {
  addFromHome,
  checkOut,
  chooseTime,
  continueToPayment,
  emptyCart,
  pointer,
} from './journey-steps.ts'
import { signedInPage } from './shopper.ts'
import { storefrontForFile } from './storefront-harness.ts'

let servers: SandboxServers
let browser: Browser

storefrontForFile((started) => {
  ;({ servers, browser } = started)
})

const origin = () => servers.storefrontOrigin

/** A delivery shopper of Hilltop at the payment step, with three items, at `width`. */
async function paymentAt(width: number): Promise<Page> {
  const page = await signedInPage(browser, origin(), 'hilltop', '/', {
    viewport: { width, height: 900 },
  })
  await emptyCart(page, origin(), pointer)
  await addFromHome(page, origin(), pointer, ['Bananas, 1 lb', 'Whole wheat bread, 20 oz'])
  await checkOut(page, pointer, 'Delivery')
  await chooseTime(page, pointer)
  await continueToPayment(page, pointer)
  await page.getByRole('heading', { name: 'Order Summary' }).waitFor()
  return page
}

const box = async (page: Page, name: string) => {
  const rect = await page.getByRole('region', { name, exact: true }).boundingBox()
  if (!rect) throw new Error(`no box for the section '${name}'`)
  return rect
}

/** The page's sideways overflow and the elements past the right edge, if any. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const over = document.documentElement.scrollWidth - width
    if (over <= 0) return []
    return [
      `${over} px wider than the screen`,
      ...[...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > width + 0.5)
        .slice(0, 5)
        .map(
          (element) =>
            `<${element.tagName.toLowerCase()} class="${element.className}" name="${element.getAttribute('name') ?? ''}" id="${element.id}">`,
        ),
    ]
  })

describe('the payment step’s layout (checkout.md §2)', () => {
  it('at 1280 px the order summary is beside the sections, its amounts beside their labels', async () => {
    const page = await paymentAt(1280)
    const details = await box(page, 'Order Details')
    const payment = await box(page, 'Payment Method')
    const summary = await box(page, 'Order Summary')
    // A column to the right of the sections, starting level with them, not under them.
    expect(summary.x).toBeGreaterThanOrEqual(details.x + details.width)
    expect(summary.y).toBeLessThan(payment.y)
    // Each amount on its label's line, at the end.
    const label = await page.getByText('Subtotal', { exact: true }).boundingBox()
    const total = await page
      .getByRole('region', { name: 'Order Summary', exact: true })
      .getByRole('definition')
      .first()
      .boundingBox()
    expect(label && total).toBeTruthy()
    if (label && total) {
      expect(Math.abs(label.y - total.y)).toBeLessThan(4)
      expect(total.x).toBeGreaterThan(label.x + label.width)
    }
    // Every item image of the step loads (they 404ed: a path the build does not ship).
    const images = page.getByRole('list', { name: /images|items/i }).getByRole('img')
    expect(await images.count()).toBeGreaterThan(0)
    await expect
      .poll(() =>
        images.evaluateAll(
          (all) =>
            all.filter(
              (img) =>
                !(img as HTMLImageElement).complete || (img as HTMLImageElement).naturalWidth === 0,
            ).length,
        ),
      )
      .toBe(0)
    await page.context().close()
  })

  it('at 375 px the sections stack in one column and nothing overflows sideways', async () => {
    const page = await paymentAt(375)
    const details = await box(page, 'Order Details')
    const summary = await box(page, 'Order Summary')
    expect(summary.y).toBeGreaterThan(details.y + details.height)
    expect(Math.abs(summary.x - details.x)).toBeLessThan(1)
    // Once the payment methods are in, nothing sticks out past the screen's right edge.
    await page.getByRole('button', { name: 'Add or Change Payment Method' }).waitFor()
    await expect.poll(() => sidewaysOverflow(page)).toEqual([])
    await page.context().close()
  })
})
