// A shopper's steps through the storefront, from an empty cart to purchase history: every
// state is reached by what a shopper does in the page (no checkout or order built over the
// API). Pointer and keyboard variants share the same steps.
import type { Browser, Locator, Page } from 'playwright'
import { expect } from 'vitest'
import { type Banner, signedInPage } from './shopper.ts'

export type Modality = 'Pickup' | 'Delivery'
export type Payment = 'card' | 'snap-and-card' | 'gift-and-card'

/** How the shopper works the page: with a pointer, or with the keyboard alone. */
export interface Hands {
  /** Activates a button or link. */
  press(target: Locator): Promise<void>
  /** Checks a radio or toggles a checkbox (their inputs are visually hidden). */
  choose(target: Locator): Promise<void>
  /** Types into a text field (one in a frame too). */
  type(target: Locator, text: string): Promise<void>
}

export const pointer: Hands = {
  press: (target) => target.click(),
  choose: (target) => target.locator('xpath=..').click(),
  type: async (target, text) => {
    await target.click()
    await target.pressSequentially(text)
  },
}

/**
 * Tab (forwards) until `target` holds focus: a shopper with a keyboard reaches every control
 * in the page's order. Fails when it is not reached within `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, limit = 150): Promise<void> {
  await target.waitFor()
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab did not reach ${target} in ${limit} presses`)
}

export const keyboard = (page: Page): Hands => ({
  press: async (target) => {
    await tabTo(page, target)
    await page.keyboard.press('Enter')
  },
  choose: async (target) => {
    const isRadio = (await target.getAttribute('type')) === 'radio'
    if (isRadio) {
      // A radio group is one Tab stop (WAI-ARIA radio group): arrows move to the choice.
      const name = await target.getAttribute('name')
      let inGroup = false
      for (let i = 0; i < 150 && !inGroup; i++) {
        await page.keyboard.press('Tab')
        inGroup = await page.evaluate(
          (group) => (document.activeElement as HTMLInputElement | null)?.name === group,
          name,
        )
      }
      expect(inGroup).toBe(true)
      for (let i = 0; i < 30; i++) {
        if (await target.evaluate((el) => el === document.activeElement)) break
        await page.keyboard.press('ArrowRight')
      }
      await page.keyboard.press('Space')
    } else {
      await tabTo(page, target)
      await page.keyboard.press('Space')
    }
  },
  type: async (target, text) => {
    await tabTo(page, target)
    await page.keyboard.type(text)
  },
})

const removeButtons = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: /^Remove / })

/** Removes every line from the cart page, one Remove at a time. */
export async function emptyCart(page: Page, origin: string, hands: Hands): Promise<void> {
  await page.goto(`${origin}/cart`)
  await page
    .getByRole('main')
    .getByText(/Your cart is empty|Subtotal/)
    .first()
    .waitFor()
  // The list shows five lines at first ('Show All Items'): remove until none is left.
  for (let i = 0; i < 40 && (await removeButtons(page).count()) > 0; i++) {
    const button = removeButtons(page).first()
    const name = await button.getAttribute('aria-label')
    await hands.press(button)
    await expect
      .poll(() =>
        page
          .getByRole('main')
          .getByRole('button', { name: name ?? '' })
          .count(),
      )
      .toBe(0)
  }
  await page.getByText('Your cart is empty.').waitFor()
}

/** 'Add to Cart' on the home page's tiles, once per name (a name twice adds two). */
export async function addFromHome(
  page: Page,
  origin: string,
  hands: Hands,
  names: readonly string[],
): Promise<void> {
  await page.goto(`${origin}/`)
  const counts = new Map<string, number>()
  for (const name of names) {
    const count = (counts.get(name) ?? 0) + 1
    counts.set(name, count)
    await hands.press(page.getByRole('button', { name: `Add to Cart ${name}` }))
    await page
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByText(`${count} in cart`)
      .first()
      .waitFor()
  }
}

/**
 * Switches the shopper to pickup at a store found by ZIP code, through the header's
 * selector (shopping-method-selector.md §4): the scheduling step then is a pickup one.
 */
export async function pickUpAt(page: Page, hands: Hands, zip: string, store: string) {
  await hands.press(
    page.getByRole('banner').getByRole('button', { name: /^(Delivery|Pickup|Select Store)/ }),
  )
  const selector = page.getByRole('dialog', { name: 'How are you shopping today?' })
  await hands.press(selector.getByRole('tab', { name: 'Pickup' }))
  await selector.getByRole('searchbox', { name: 'ZIP Code' }).fill(zip)
  await hands.press(selector.getByRole('button', { name: 'Search', exact: true }))
  await hands.press(selector.getByRole('button', { name: `Select Store: ${store}` }))
  await selector.waitFor({ state: 'detached' })
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Pickup: ${store}` })
    .waitFor()
}

/** The header's cart link, then 'Check Out' on the cart: lands on scheduling. */
export async function checkOut(page: Page, hands: Hands, modality: Modality): Promise<void> {
  await hands.press(page.getByRole('banner').getByRole('link', { name: /cart/i }))
  await page.waitForURL((url) => url.pathname === '/cart')
  await hands.press(page.getByRole('main').getByRole('link', { name: 'Check Out' }))
  await page.waitForURL((url) => url.pathname === '/scheduling')
  expect(new URL(page.url()).searchParams.get('fulfillmentType')).toBe(modality)
  await page.getByRole('heading', { level: 1, name: 'Schedule your order' }).waitFor()
}

export const timeSlots = (page: Page) =>
  page.getByRole('radiogroup', { name: 'Available Times' }).getByRole('radio')

/** Picks a time on the first day: the first own slot, or the outside vendor's. */
export async function chooseTime(
  page: Page,
  hands: Hands,
  which: 'first' | 'last' | 'courier' = 'first',
): Promise<string> {
  await timeSlots(page).first().waitFor()
  // Each time is a label (Ark's radio item) around its hidden input and its text.
  const items = page.getByRole('radiogroup', { name: 'Available Times' }).locator('label')
  const own = items.filter({ hasNotText: 'Courier Partner' })
  const item =
    which === 'courier'
      ? items.filter({ hasText: 'Courier Partner' }).first()
      : which === 'last'
        ? own.last()
        : own.first()
  const radio = item.getByRole('radio')
  await hands.choose(radio)
  await expect.poll(() => radio.isChecked()).toBe(true)
  return ((await item.textContent()) ?? '').trim()
}

/** 'Continue' on scheduling: lands on the payment step (no unavailable or restricted items). */
export async function continueToPayment(page: Page, hands: Hands): Promise<string> {
  await hands.press(page.getByRole('button', { name: 'Continue', exact: true }))
  await page.waitForURL((url) => url.pathname === '/checkout')
  await page.getByRole('heading', { name: 'Payment Method' }).waitFor()
  const id = new URL(page.url()).searchParams.get('orderId')
  if (!id) throw new Error(`no orderId in ${page.url()}`)
  return id
}

export const snapBox = (page: Page) =>
  page.getByRole('checkbox', { name: /SNAP EBT ending in 0019/ })
const giftBox = (page: Page) => page.getByRole('checkbox', { name: 'Gift card ending in 2500' })
const updating = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Updating your payment' })

async function setChecked(hands: Hands, box: Locator, checked: boolean) {
  if ((await box.isChecked()) === checked) return
  await hands.choose(box)
  await expect.poll(() => box.isChecked()).toBe(checked)
}

/**
 * Chooses how to pay on the payment step, then places the order (checkout.md §4): SNAP EBT
 * is checked by default; with it the order button asks for the PIN first.
 */
export async function payAndPlace(
  page: Page,
  hands: Hands,
  modality: Modality,
  payment: Payment,
  options: { outsideVendor?: boolean } = {},
): Promise<void> {
  if (options.outsideVendor) {
    // checkout.md §5: another vendor's delivery needs the shopper's agreement first.
    await page
      .getByText(
        "To continue, You must accept that your grocery order will be made by your store's fulfillment provider by clicking the checkbox.",
      )
      .waitFor()
    await setChecked(hands, page.getByRole('checkbox', { name: /fulfillment provider/ }), true)
  }
  await expect.poll(() => snapBox(page).isChecked()).toBe(true)
  await setChecked(hands, snapBox(page), payment === 'snap-and-card')
  if (payment === 'gift-and-card') await setChecked(hands, giftBox(page), true)
  await expect.poll(() => updating(page).count()).toBe(0)
  const place = page.getByRole('button', { name: `Place your ${modality} Order` })
  await expect.poll(() => place.isEnabled()).toBe(true)
  await hands.press(place)
  if (payment === 'snap-and-card') await enterCheckoutPin(page, hands, '1234')
  await page.waitForURL((url) => /^\/checkout\/[^/]+\/[^/]+\/complete$/.test(url.pathname))
  await page.getByText(`Thank you, your ${modality.toLowerCase()} order has been placed!`).waitFor()
}

/** The SNAP EBT PIN field of the order's PIN prompt: in the card-entry frame, not the page. */
export const checkoutPinField = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Enter Your SNAP EBT PIN' })
    .frameLocator('iframe[title="Secure SNAP EBT PIN entry"]')
    .getByLabel('PIN', { exact: true })

/**
 * checkout.md §4: Place order with SNAP EBT opens the PIN prompt first; the PIN is typed in
 * the card-entry frame (its own origin), then Confirm.
 */
export async function enterCheckoutPin(page: Page, hands: Hands, pin: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Enter Your SNAP EBT PIN' })
  await dialog.waitFor()
  await expect
    .poll(() => dialog.locator('[data-frame-state]').getAttribute('data-frame-state'))
    .toBe('loaded')
  await hands.type(checkoutPinField(page), pin)
  await hands.press(dialog.getByRole('button', { name: 'Confirm' }))
}

/** The purchase-history row of an order: its text, read from /mypurchases. */
export async function historyRow(page: Page, origin: string, orderId: string): Promise<string> {
  await page.goto(`${origin}/mypurchases`)
  const heading = page.getByText(`Order ${orderId}`, { exact: true })
  await heading.waitFor()
  const row = page.getByRole('main').locator('li, tr, article').filter({ has: heading }).last()
  return ((await row.textContent()) ?? '').replace(/\s+/g, ' ').trim()
}

export const BASKET = [
  'Bananas, 1 lb',
  'Bananas, 1 lb',
  'Whole wheat bread, 20 oz',
  'Almond milk, 64 oz',
]

export interface Trip {
  banner: Banner
  modality: Modality
  payment: Payment
  hands?: (page: Page) => Hands
  width?: number
  slot?: 'first' | 'courier'
  /** Pickup at this store, chosen in the header's selector first ({ zip, store }). */
  pickupAt?: { zip: string; store: string }
}

/** Signs in, empties the cart, fills it from home, schedules and pays: the placed order's id. */
export async function placeOrder(
  browser: Browser,
  origin: string,
  trip: Trip,
): Promise<{ page: Page; id: string; time: string }> {
  const width = trip.width ?? 1280
  const page = await signedInPage(browser, origin, trip.banner, '/', {
    viewport: { width, height: 900 },
    byKeyboard: trip.hands === keyboard,
  })
  const hands = trip.hands?.(page) ?? pointer
  // A shopper who shops for pickup chooses the store first: the cart keeps each item's modality.
  if (trip.pickupAt) await pickUpAt(page, hands, trip.pickupAt.zip, trip.pickupAt.store)
  await emptyCart(page, origin, hands)
  await addFromHome(page, origin, hands, BASKET)
  await checkOut(page, hands, trip.modality)
  const time = await chooseTime(page, hands, trip.slot)
  const id = await continueToPayment(page, hands)
  await payAndPlace(page, hands, trip.modality, trip.payment, {
    outsideVendor: trip.slot === 'courier',
  })
  return { page, id, time }
}

/** The 'Estimated total' of the page's summary, as shown ('$12.91'). */
export async function estimatedTotal(page: Page): Promise<string> {
  const text = (await page.getByRole('main').textContent()) ?? ''
  const found = /Estimated total\s*(\$\d+\.\d\d)/.exec(text)
  if (!found) throw new Error(`no estimated total in: ${text}`)
  return found[1] as string
}
