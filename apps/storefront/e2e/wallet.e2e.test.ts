import type { Browser, Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import { scopeOf } from '../../sandbox/src/context.ts'
import type { SandboxServers } from '../../sandbox/src/server.ts'
import type { SqliteStore } from '../../sandbox/src/store/sqlite-store.ts'
import { expectNoSecrets, watchRequests } from './secrets.ts'
import { armFault, sandboxApi, signedInPage, signIn } from './shopper.ts'
import { storefrontForFile } from './storefront-harness.ts'

const PAN = '5555555555554444'
const TYPED_PAN = '5555 5555 5555 4444'
const CVV = '123'
const EBT_PAN = '5077000000000007'
const GIFT_PAN = '6006491234567891234'
const GIFT_PIN = '4826'
/** Third digit 1 and 6: no other number on the page ends in these. */
const SNAP_PIN = '3916'
let servers: SandboxServers
let browser: Browser
let store: SqliteStore

storefrontForFile((started) => {
  ;({ servers, browser, store } = started)
})

/** Signs in on /signin and lands on /mywallet's flyout. */
async function openWallet(): Promise<Page> {
  const page = await signedInPage(browser, servers.storefrontOrigin, 'greenleaf', '/mywallet', {
    landing: /\/account\/dashboard\?link=mywallet/,
  })
  await page.getByRole('dialog', { name: 'Wallet' }).waitFor()
  return page
}

const arm = (route: string, fault: string) => armFault(servers.storefrontOrigin, route, fault)

const cardFrame = (page: Page, title: string) => page.frameLocator(`iframe[title="${title}"]`)

/** Keeps every wallet analytics event the page's sink sends (storefront-wallet.tsx). */
async function collectEvents(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { walletEvents: unknown[] }
    w.walletEvents = []
    window.addEventListener('aisle:wallet-analytics', (event) =>
      w.walletEvents.push((event as CustomEvent).detail),
    )
  })
  return () => page.evaluate(() => (window as unknown as { walletEvents: unknown[] }).walletEvents)
}

describe('wallet flyout (my-wallet mode)', () => {
  it('/mywallet opens the Wallet flyout with the seeded cards and only Close in the footer', async () => {
    const page = await openWallet()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Credit & Debit' }).waitFor()
    await dialog.getByText('Expired. Please update your payment info.').waitFor()
    await dialog.getByText('Preferred', { exact: true }).waitFor()
    expect(await dialog.getByRole('button', { name: 'Confirm' }).count()).toBe(0)
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click()
    await dialog.waitFor({ state: 'detached' })
    expect(new URL(page.url()).searchParams.get('link')).toBeNull()
    await page.context().close()
  })

  it('loads the other screens when the shopper reaches into the list, never the checkout tiles', async () => {
    // docs/performance.md: what loads with the flyout is what its first screen shows.
    const page = await openWallet()
    // Everything the document fetched since it loaded, the sign-in page's too.
    const fetched = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
      )
    // Named by its screen's title, which the form changes.
    const dialog = page.getByRole('dialog')
    const add = dialog.getByRole('button', { name: 'Add Credit/Debit Card' })
    await add.waitFor()
    await page.waitForLoadState('networkidle')
    const screens = async () =>
      (await fetched()).filter((path) => /\/wallet-form-screens-[\w-]+\.js$/.test(path))
    expect(await screens()).toEqual([])
    await add.hover()
    await expect.poll(async () => (await screens()).length).toBe(1)
    await add.click()
    await dialog.getByRole('heading', { name: 'Add Credit/Debit Card' }).waitFor()
    await dialog.getByRole('textbox', { name: /First Name/ }).waitFor()
    expect((await fetched()).filter((path) => /\/wallet-checkout-tiles-/.test(path))).toEqual([])
    await page.context().close()
  })

  it.each(['hilltop', 'greenleaf'] as const)(
    "in %s the secure fields take the banner's corners: the frame's fields round as the form's own",
    async (banner) => {
      const page = await signedInPage(browser, servers.storefrontOrigin, banner, '/mywallet', {
        landing: /\/account\/dashboard\?link=mywallet/,
      })
      const dialog = page.getByRole('dialog', { name: 'Wallet' })
      await dialog.getByRole('button', { name: 'Add Credit/Debit Card' }).click()
      const frameField = cardFrame(page, 'Secure card entry').getByLabel('Card Number')
      await frameField.waitFor()
      // The corner as drawn: a radius past half the field's height draws a pill either way.
      const drawnCorner = (el: Element) =>
        Math.min(
          Number.parseFloat(getComputedStyle(el).borderTopLeftRadius),
          el.getBoundingClientRect().height / 2,
        )
      const own = await page.getByRole('textbox', { name: 'First Name' }).evaluate(drawnCorner)
      const secure = await frameField.evaluate(drawnCorner)
      expect(secure).toBeCloseTo(own, 0)
      if (banner === 'hilltop') expect(own).toBeGreaterThan(10)
      await page.context().close()
    },
  )

  it('adds a card with one Submit: the host validates, the frame registers; the number never reaches the page', async () => {
    const page = await openWallet()
    const sent = watchRequests(page)
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Add Credit/Debit Card' }).click()
    await dialog.getByRole('heading', { name: 'Add Credit/Debit Card' }).waitFor()
    const frame = cardFrame(page, 'Secure card entry')
    await frame.getByLabel('Card Number').fill(TYPED_PAN)
    await frame.getByLabel('Expiration Month').selectOption('12')
    await frame.getByLabel('Expiration Year').selectOption('2039')
    await frame.getByLabel('CVV').fill(CVV)
    // The frame has no button of its own: one Submit, the host's (§4).
    expect(await frame.getByRole('button').count()).toBe(0)
    expect(await dialog.getByRole('button', { name: 'Submit' }).count()).toBe(1)
    // The host validates first: no name, no registration asked for.
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await dialog.getByText('First Name is a required field.').waitFor()
    expect(await frame.getByLabel('Card Number').inputValue()).toBe(TYPED_PAN)
    await dialog.getByLabel('First Name').fill('Avery')
    await dialog.getByLabel('Last Name').fill('Quinn')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await dialog.getByText('Card Added!').waitFor()
    await dialog.getByText('Your card has been successfully added.').waitFor()
    await expectNoSecrets(page, sent, [PAN, TYPED_PAN, '5555555555', `"${CVV}"`])

    await dialog
      .getByRole('button', { name: 'Actions for Mastercard ending in 4444' })
      .last()
      .click()
    await page.getByRole('menuitem', { name: 'Make Preferred' }).click()
    await dialog.getByText('Card Updated!').waitFor()
    await dialog.getByText('Your preferred card has been updated.').waitFor()

    await dialog
      .getByRole('button', { name: 'Actions for Mastercard ending in 4444' })
      .last()
      .click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await dialog.getByText('Are you sure you want to delete your card?').waitFor()
    await dialog.getByRole('button', { name: 'Delete Card' }).click()
    await dialog.getByText('Card Deleted!').waitFor()
    await page.context().close()
  })

  it('a bad security code is shown in the frame only; the host adds nothing and shows no second result', async () => {
    const page = await openWallet()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Add Credit/Debit Card' }).click()
    await dialog.getByLabel('First Name').fill('Avery')
    await dialog.getByLabel('Last Name').fill('Quinn')
    const frame = cardFrame(page, 'Secure card entry')
    await frame.getByLabel('Card Number').fill('4242 4242 4242 4242')
    await frame.getByLabel('Expiration Month').selectOption('12')
    await frame.getByLabel('Expiration Year').selectOption('2039')
    await frame.getByLabel('CVV').fill('12')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await frame.getByText('CVV too short.').waitFor()
    // §4: a bad security code only enlarges the field (78 → 112 px).
    await expect
      .poll(() => page.locator('iframe[title="Secure card entry"]').getAttribute('height'))
      .toBe(String(270 + 34))
    expect(await dialog.getByRole('alert').count()).toBe(0)
    expect(await dialog.getByText('Card Added!').count()).toBe(0)
    await page.context().close()
  })

  it('a declined gift card (402) shows the catalogue message once, and keeps the form', async () => {
    const page = await openWallet()
    const dialog = page.getByRole('dialog')
    await arm('addWalletCard', 'RV32937')
    await dialog.getByRole('button', { name: 'Add Gift Card' }).click()
    const frame = cardFrame(page, 'Secure gift card entry')
    await frame.getByLabel('Card Number').pressSequentially(GIFT_PAN)
    expect(await frame.getByLabel('Card Number').inputValue()).toBe('6006491234-567-891-234')
    await frame.getByLabel('PIN', { exact: true }).fill(GIFT_PIN)
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await dialog
      .getByText(
        'There was an issue with your card. Please contact your Card Issuer. (Error Code: RV32937)',
      )
      .waitFor()
    await dialog.getByRole('heading', { name: 'Add Gift Card' }).waitFor()
    await page.context().close()
  })

  it('START_NAVIGATE once per opening, naming the screen it opens on (§3)', async () => {
    const context = await browser.newContext()
    // Collects from the first script of each document, before the flyout can open.
    await context.addInitScript(() => {
      const w = window as unknown as { walletEvents: unknown[] }
      w.walletEvents = []
      window.addEventListener('aisle:wallet-analytics', (event) =>
        w.walletEvents.push((event as CustomEvent).detail),
      )
    })
    const page = await context.newPage()
    page.setDefaultTimeout(15_000)
    await signIn(page, servers.storefrontOrigin, 'greenleaf', '/mywallet', {
      landing: /\/account\/dashboard\?link=mywallet/,
    })
    await page.getByRole('dialog', { name: 'Wallet' }).waitFor()
    // The dialog is named by its screen's title from here on.
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Credit & Debit' }).waitFor()
    // Moving between the flyout's screens is no new start.
    await dialog.getByRole('button', { name: 'Add Gift Card' }).click()
    await dialog.getByRole('heading', { name: 'Add Gift Card' }).waitFor()
    await dialog.getByRole('button', { name: 'Back' }).click()
    await dialog.getByRole('heading', { name: 'Credit & Debit' }).waitFor()
    const events = (await page.evaluate(
      () => (window as unknown as { walletEvents: { event?: string }[] }).walletEvents,
    )) as { event?: string }[]
    expect(events.filter((e) => e.event === 'START_NAVIGATE')).toEqual([
      {
        event: 'START_NAVIGATE',
        componentName: 'wallet',
        usageContext: 'my-wallet',
        formName: 'CARD_LIST',
      },
    ])
    await context.close()
  })

  it("a gift card the service fails without a code: 'Something went wrong' and the gift form's own text (§8)", async () => {
    const page = await openWallet()
    const dialog = page.getByRole('dialog')
    // A cut-off answer: an error with no code, so the catalogue has no text of its own.
    await arm('addWalletCard', 'malformed')
    await dialog.getByRole('button', { name: 'Add Gift Card' }).click()
    const frame = cardFrame(page, 'Secure gift card entry')
    await frame.getByLabel('Card Number').pressSequentially(GIFT_PAN)
    await frame.getByLabel('PIN', { exact: true }).fill(GIFT_PIN)
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    const alert = dialog.getByRole('alert').filter({ hasText: 'Something went wrong' })
    await alert
      .getByText(
        "We're sorry, but we weren't able to add your card. Please try again or use a different card.",
      )
      .waitFor()
    expect(await dialog.getByText('Card Added!').count()).toBe(0)
    await dialog.getByRole('heading', { name: 'Add Gift Card' }).waitFor()
    await page.context().close()
  })

  it("a bank card the service fails (500): the add form's 'Something went wrong' with the add text (§8)", async () => {
    const page = await openWallet()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Add Credit/Debit Card' }).click()
    await dialog.getByLabel('First Name').fill('Avery')
    await dialog.getByLabel('Last Name').fill('Quinn')
    const frame = cardFrame(page, 'Secure card entry')
    await frame.getByLabel('Card Number').fill('4000 0000 0000 0077')
    await frame.getByLabel('Expiration Month').selectOption('12')
    await frame.getByLabel('Expiration Year').selectOption('2039')
    await frame.getByLabel('CVV').fill(CVV)
    await arm('addWalletCard', '5xx')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    const alert = dialog.getByRole('alert').filter({ hasText: 'Something went wrong' })
    await alert.getByText(/^We're sorry, but we weren't able to add your card\./).waitFor()
    // The form is kept, and enabled again (§4 "Form submit").
    await dialog.getByRole('heading', { name: 'Add Credit/Debit Card' }).waitFor()
    expect(await dialog.getByRole('button', { name: 'Submit' }).isEnabled()).toBe(true)
    await page.context().close()
  })

  it('SNAP balance through the frame PIN: a wrong PIN, then the lock, which Back does not forget', async () => {
    const page = await openWallet()
    const sent = watchRequests(page)
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Check Balance' }).click()
    await dialog.getByText('Enter Your SNAP EBT PIN').waitFor()
    const frame = cardFrame(page, 'Secure SNAP EBT PIN entry')
    await frame.getByLabel('PIN', { exact: true }).fill('5512')
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await dialog.getByText('Invalid PIN, please try again.').waitFor()
    await frame.getByLabel('PIN', { exact: true }).fill('7512')
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await dialog.getByText('Too Many PIN Attempts', { exact: true }).waitFor()
    await dialog
      .getByText(
        'Your card has been locked due to too many incorrect PIN attempts. Use a different payment method or call the number on your card for assistance.',
      )
      .waitFor()
    await dialog.getByRole('button', { name: 'Back to Payment' }).click()
    await dialog.getByRole('heading', { name: 'SNAP EBT' }).waitFor()
    await dialog.getByRole('button', { name: 'Check Balance' }).click()
    await dialog.getByText('Too Many PIN Attempts', { exact: true }).waitFor()
    await expectNoSecrets(page, sent, ['5512', '7512'])
    await page.context().close()
  })

  it('adds a SNAP EBT card and checks its balance, number and PIN typed only in the frame', async () => {
    const page = await openWallet()
    const sent = watchRequests(page)
    const dialog = page.getByRole('dialog')
    // One SNAP EBT card per wallet (§9): the seeded one goes first.
    await dialog.getByRole('button', { name: /^Actions for SNAP EBT/ }).click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await dialog.getByRole('button', { name: 'Delete Card' }).click()
    await dialog.getByText('Card Deleted!').waitFor()
    await dialog.getByRole('button', { name: 'Add SNAP EBT Card' }).click()
    await dialog.getByRole('heading', { name: 'Add SNAP EBT Card' }).waitFor()
    const frame = cardFrame(page, 'Secure SNAP EBT card entry')
    await frame.getByLabel('Card Number').waitFor()
    await expect
      .poll(() => page.locator('[data-frame-state]').getAttribute('data-frame-state'))
      .toBe('loaded')
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await frame.getByText('Card Number is a required field.').waitFor()
    await frame.getByLabel('Card Number').fill(EBT_PAN.slice(0, 15))
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await frame
      .getByText('Card Number must be at least 16 characters long and at most 19 characters long.')
      .waitFor()
    await frame.getByLabel('Card Number').fill(EBT_PAN)
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await dialog.getByText('Card Added!').waitFor()
    await dialog.getByRole('button', { name: 'Check Balance' }).click()
    await cardFrame(page, 'Secure SNAP EBT PIN entry')
      .getByLabel('PIN', { exact: true })
      .fill(SNAP_PIN)
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await dialog.getByText('$142.37 Remaining').waitFor()
    await expectNoSecrets(page, sent, [EBT_PAN, SNAP_PIN])
    await page.context().close()
  })

  it('by keyboard alone: add a gift card through the frame (Enter in it submits), then Escape closes', async () => {
    const page = await openWallet()
    const sent = watchRequests(page)
    const dialog = page.getByRole('dialog')
    const add = dialog.getByRole('button', { name: 'Add Gift Card' })
    await add.waitFor()
    for (let i = 0; i < 40 && !(await add.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab')
    }
    await page.keyboard.press('Enter')
    await dialog.getByRole('heading', { name: 'Add Gift Card' }).waitFor()
    const frame = cardFrame(page, 'Secure gift card entry')
    await frame.getByLabel('Card Number').waitFor()
    // Tab from the flyout's top reaches the frame's fields.
    const number = frame.getByLabel('Card Number')
    for (
      let i = 0;
      i < 10 && !(await number.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab')
    }
    await page.keyboard.type(GIFT_PAN)
    await page.keyboard.press('Tab')
    await page.keyboard.type(GIFT_PIN)
    await page.keyboard.press('Enter')
    await dialog.getByText('Card Added!').waitFor()
    await dialog.getByText('$12.34 Remaining').waitFor()
    await expectNoSecrets(page, sent, [GIFT_PAN, '6006491234-567-891-234', GIFT_PIN])
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(new URL(page.url()).searchParams.get('link')).toBeNull()
    // Opened with the page, the flyout hands focus to the page's heading, not the body.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.tagName ?? 'none'))
      .toBe('H1')
    await page.context().close()
  })

  it('a frame that fails to load is never shown: after 10 s the retry offer, an analytics event, and Retry loads it', async () => {
    const page = await openWallet()
    await page.evaluate(() => {
      const w = window as unknown as { walletEvents: unknown[] }
      w.walletEvents = []
      window.addEventListener('aisle:wallet-analytics', (event) =>
        w.walletEvents.push((event as CustomEvent).detail),
      )
    })
    const framePages = `${servers.cardFrameOrigin}/card-entry?**`
    await page.route(framePages, (route) => route.abort())
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Add Credit/Debit Card' }).click()
    const iframe = page.locator('iframe[title="Secure card entry"]')
    await iframe.waitFor({ state: 'attached' })
    // The broken page is hidden behind the spinner while it may still load.
    expect(await iframe.evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden')
    await dialog.getByText('Unable to add card').waitFor({ timeout: 15_000 })
    await dialog
      .getByText(
        'Sorry, you are unable to edit card information at this time. Would you like to try again?',
        { exact: false },
      )
      .waitFor()
    expect(await iframe.count()).toBe(0)
    const events = await page.evaluate(
      () => (window as unknown as { walletEvents: unknown[] }).walletEvents,
    )
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'CUSTOMER_FACING_SERVICE_ERROR',
        errors: [
          {
            errorCategory: 'CUSTOMER_FACING_SERVICE_ERROR',
            errorDescription: 'Error loading eProtect iframes.',
            errorEndpoint: 'No relevant value.',
            errorResponseCode: '-1',
          },
        ],
      }),
    )
    await page.unroute(framePages)
    await dialog.getByRole('button', { name: 'Retry' }).click()
    await cardFrame(page, 'Secure card entry').getByLabel('Card Number').waitFor()
    await expect
      .poll(() => iframe.evaluate((el) => getComputedStyle(el).visibility))
      .toBe('visible')
    await page.context().close()
  })

  it('edits an expired preferred card: its real year shows, the expiry is fixed in the secure fields', async () => {
    // The seeded Mastercard (01/2024) made the preferred card, as a card that expired
    // while preferred would be.
    const mine = scopeOf(store, 'greenleaf', 'sandbox-shopper')
    for (const { id, value } of mine.list<Record<string, unknown>>('cards')) {
      const preferred = id === 'card-mc-expired'
      mine.put('cards', id, {
        ...value,
        defaultApplications: preferred ? ['CLICKLIST'] : [],
        default: preferred,
      })
    }
    const page = await openWallet()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Edit Mastercard ending in 4444' }).click()
    await dialog.getByRole('heading', { name: 'Edit Credit/Debit Card' }).waitFor()
    await dialog.getByText('Mastercard •••• 4444').waitFor()
    // The preferred variant: checked, disabled, with its note (§2 "Edit card form").
    const preferred = dialog.getByRole('checkbox', { name: 'Make this my preferred card' })
    expect(await preferred.isChecked()).toBe(true)
    expect(await preferred.isDisabled()).toBe(true)
    await dialog.getByText('Your reward debit card cannot be unchecked while editing.').waitFor()
    const frame = cardFrame(page, 'Secure card details')
    const year = frame.getByLabel('Expiration Year')
    // The stored year shows as itself, not as the first year of the list.
    expect(await year.inputValue()).toBe('2024')
    expect(await frame.getByLabel('Expiration Month').inputValue()).toBe('01')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await frame.getByText('Expiration Date must be after the current date.').waitFor()
    await year.selectOption('2031')
    await frame.getByLabel('CVV').fill(CVV)
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await dialog.getByText('Card Edited!').waitFor()
    await dialog.getByText('Exp. 01/31').waitFor()
    expect(await dialog.getByText('Expired. Please update your payment info.').count()).toBe(0)
    await page.context().close()
  })

  it('a frame that loads but never answers: after 11 s the form says so and Submit works again (§4, §9)', async () => {
    const page = await openWallet()
    const dialog = page.getByRole('dialog')
    // The frame's own registration call never returns: the frame stays silent.
    await page.route(`${servers.cardFrameOrigin}/card-entry/registrations`, () => {})
    await dialog.getByRole('button', { name: 'Add Credit/Debit Card' }).click()
    await dialog.getByLabel('First Name').fill('Avery')
    await dialog.getByLabel('Last Name').fill('Quinn')
    const frame = cardFrame(page, 'Secure card entry')
    await frame.getByLabel('Card Number').fill('4242 4242 4242 4242')
    await frame.getByLabel('Expiration Month').selectOption('12')
    await frame.getByLabel('Expiration Year').selectOption('2039')
    await frame.getByLabel('CVV').fill(CVV)
    const submit = dialog.getByRole('button', { name: /^Submit/ })
    await submit.click()
    await dialog.getByText('Invalid card information.').waitFor({ timeout: 15_000 })
    expect(await submit.isEnabled()).toBe(true)
    expect(await dialog.getByText('Card Added!').count()).toBe(0)
    await page.context().close()
  })

  it('validation errors are user-constraint events; leaving by Back is FORM_FIELD_ABANDONMENT (§3, §4, §5)', async () => {
    const page = await openWallet()
    const events = await collectEvents(page)
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Add Credit/Debit Card' }).click()
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await dialog.getByText('First Name is a required field.').waitFor()
    // Description only: no endpoint or response code (§5 "Other rules").
    expect(await events()).toContainEqual({
      componentName: 'wallet',
      usageContext: 'my-wallet',
      formName: 'ADD_CARD',
      type: 'USER_CONSTRAINT_ERROR',
      errors: [
        {
          errorCategory: 'USER_CONSTRAINT_ERROR',
          errorDescription: 'First Name is a required field.',
          errorEndpoint: '',
          errorResponseCode: '',
        },
      ],
    })
    await dialog.getByRole('button', { name: 'Back' }).click()
    await dialog.getByRole('heading', { name: 'Wallet' }).waitFor()
    expect(await events()).toContainEqual({
      componentName: 'wallet',
      usageContext: 'my-wallet',
      event: 'FORM_FIELD_ABANDONMENT',
      formName: 'ADD_CARD',
    })
    await page.context().close()
  })

  it("a card no longer on the account: its message, 'Okay, I got it!' back to a fresh list (§8)", async () => {
    const page = await openWallet()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Actions for Visa ending in 1881' }).click()
    await page.getByRole('menuitem', { name: 'Edit' }).click()
    await dialog.getByRole('heading', { name: 'Edit Credit/Debit Card' }).waitFor()
    await cardFrame(page, 'Secure card details').getByLabel('CVV').waitFor()
    // Meanwhile the card goes from the account (another tab, another device).
    const call = await sandboxApi(servers.storefrontOrigin, 'greenleaf')
    await call('DELETE', '/payment/v2/wallet/card-visa')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await dialog
      .getByText(
        "Card couldn't be found on this account, please make sure you're logged into the right account.",
      )
      .waitFor()
    await dialog.getByText('There was an error updating your card').waitFor()
    await dialog.getByRole('button', { name: 'Okay, I got it!' }).click()
    await dialog.getByRole('heading', { name: 'Wallet' }).waitFor()
    await expect.poll(() => dialog.getByText('Visa', { exact: true }).count()).toBe(0)
    await page.context().close()
  })
})
