// No full card number, CVV or PIN at rest (wallet-flyout.md §1 and §7: the hosted frame
// keeps them off the storefront; the sandbox keeps them off its disk): the wallet and
// checkout calls through the public HTTP API, then the database file and its WAL, byte by byte.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { routes } from '@aisle/api'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { scryptPasswords } from '../src/auth/scrypt-passwords.ts'
import { type SandboxServers, startSandboxServers } from '../src/server.ts'
import { openSqliteStore } from '../src/store/sqlite-store.ts'
import type { Store } from '../src/store/store.ts'
import { credentialsOf } from './support.ts'
import { useTempDirs } from './temp-dir.ts'

const tempDir = useTempDirs()
const running: Array<{ servers: SandboxServers; store: Store }> = []
afterEach(async () => {
  for (const { servers, store } of running.splice(0)) {
    await servers.close()
    store.close()
  }
  vi.restoreAllMocks()
})

const VISA = '4242 4242 4242 4242'
const CVV = '739'
const EBT = '5077 0000 0000 0007'
const EBT_PIN = '8264'
const GIFT = '6006491234567893817'
const GIFT_PIN = '4719'

const digits = (text: string) => text.replace(/\D/g, '')

/** Every file of the database: the main file, its write-ahead log and shared memory. */
function bytesOf(path: string): string {
  return [path, `${path}-wal`, `${path}-shm`]
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file).toString('latin1'))
    .join('\n')
}

/**
 * Runs of 13 digits or more (card length; a longer run holds one too) standing alone, not
 * inside a hex digest or a token (a SHA-256 in hex holds a 13-digit run one time in ten).
 * Known values are taken out first: the catalogue's GTIN-13s and the seeded loyalty number
 * (SQLite may pack a record's integer byte right after a text, and it can read as a digit),
 * and epoch-millisecond times within ten years of now (the records' expiry, 13 digits).
 */
function cardLengthRuns(bytes: string, known: ReadonlySet<string>): string[] {
  let text = bytes
  for (const value of known) text = text.split(value).join('#')
  const now = Date.now()
  const tenYears = 10 * 365 * 24 * 60 * 60 * 1000
  text = text.replace(/\d{13}/g, (run) => (Math.abs(Number(run) - now) < tenYears ? '#' : run))
  return [...text.matchAll(/(?<![0-9A-Za-z])\d{13,}(?![A-Za-z])/g)].map((match) => match[0])
}

/** A PIN standing alone: not inside a longer run of letters or digits (a token, a hash). */
const standalone = (pin: string) => new RegExp(`(?<![0-9A-Za-z_-])${pin}(?![0-9A-Za-z_-])`)

describe('secrets at rest', () => {
  it('wallet add-card (bank through the frame, SNAP EBT, gift card with PIN), EBT balance and place order leave no number, CVV or PIN in the file or the WAL', async () => {
    const logged: unknown[] = []
    for (const level of ['log', 'info', 'warn', 'error'] as const) {
      vi.spyOn(console, level).mockImplementation((...args) => void logged.push(args))
    }
    const path = join(tempDir(), 'sandbox.db')
    const store = openSqliteStore({ path })
    const servers = await startSandboxServers({
      store,
      storefrontDist: '/nonexistent',
      hostname: '127.0.0.1',
      port: 0,
      cardFramePort: 0,
      passwords: scryptPasswords({ N: 1024, r: 8, p: 1 }),
    })
    running.push({ servers, store })
    const api = `${servers.storefrontOrigin}/api`

    const signIn = await fetch(`${api}/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentialsOf('greenleaf')),
    })
    expect(signIn.status).toBe(200)
    const { accessToken } = (await signIn.json()) as { accessToken: string }
    let key = 0
    const call = async (method: string, route: string, body?: unknown) => {
      key += 1
      const response = await fetch(`${api}${route}`, {
        method,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${accessToken}`,
          'idempotency-key': `at-rest-${key}`,
          'x-show-snap-card': 'true',
          'x-show-gift-cards': 'true',
          'x-giftcard-balance': 'true',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }
    // The frame's own page registers the card on the frame's origin.
    const register = async (entry: Record<string, string>) => {
      const response = await fetch(`${servers.cardFrameOrigin}/card-entry/registrations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: servers.cardFrameOrigin },
        body: JSON.stringify(entry),
      })
      expect(response.status).toBe(200)
      const body = (await response.json()) as { responseCode: string; registrationId: string }
      expect(body.responseCode).toBe('870')
      return body.registrationId
    }

    const dateTime = { timezone: 'UTC', value: new Date().toISOString() }
    const billing = {
      addressLines: ['128 Vine St'],
      cityTown: 'Cincinnati',
      countryCode: 'US',
      stateProvince: 'OH',
      postalCode: '45202',
    }
    // A bank card: number and CVV only in the frame; the wallet gets its registration.
    const lowValueToken = await register({
      type: 'card',
      cardNumber: VISA,
      expiry: '12/39',
      cvv: CVV,
    })
    const bank = await call('POST', '/payment/v2/wallet', {
      dateTime,
      facilityId: '01400101',
      storeId: '01400101',
      defaultCard: false,
      save: true,
      paymentMethod: {
        paymentType: 'CREDIT_CARD',
        billing,
        brand: 'VISA',
        expirationMonth: '12',
        expirationYear: '2039',
        lowValueToken,
        cardFirstSix: '424242',
        firstName: 'Avery',
        lastName: 'Quinn',
      },
    })
    expect(bank.status).toBe(200)
    // The SNAP EBT card's PIN goes through the frame; its number to the wallet call.
    await register({ type: 'ebt', cardNumber: EBT, pin: EBT_PIN })
    const wallet = await call('GET', '/payment/v2/wallet')
    const seededSnap = (
      wallet.body as { data: { payment: { cards: Array<{ id: string; cardType: string }> } } }
    ).data.payment.cards.find((card) => card.cardType === 'EBT_CARD')
    if (seededSnap) {
      expect((await call('DELETE', `/payment/v2/wallet/${seededSnap.id}`)).status).toBe(200)
    }
    const snap = await call('POST', '/payment/v2/wallet', {
      dateTime,
      defaultCard: false,
      facilityId: '01400101',
      save: true,
      paymentMethod: { paymentType: 'EBT_CARD', pan: digits(EBT) },
    })
    expect(snap.status).toBe(200)
    const gift = await call('POST', '/payment/v2/wallet', {
      dateTime,
      facilityId: '01400101',
      paymentMethod: { paymentType: 'GIFT_CARD', pan: GIFT, pin: GIFT_PIN },
    })
    expect(gift.status).toBe(200)
    const snapCard = (
      snap.body as { data: { payment: { card: { id: string; paymentGram: string } } } }
    ).data.payment.card
    const balance = await call('POST', '/payment/v2/wallet/cards/ebt/balance', {
      paymentMethod: { encryptedPin: `sandbox-pin:${EBT_PIN}`, paymentgram: snapCard.paymentGram },
    })
    expect(balance.status).toBe(200)

    // A checkout card whose description holds the number is refused, and not kept.
    const described = await call('POST', '/checkout/api/s/cards', {
      card: { id: 'card-visa', description: `Visa ${VISA}` },
      save: true,
    })
    expect(described.status).toBe(400)
    expect(described.body).toMatchObject({ errors: [{ code: 'FULL_PAN_REFUSED' }] })

    // Place an order paying with the new bank card and SNAP EBT: the PIN typed in the
    // frame, its registration id as identity data (checkout.md §4).
    const pinRegistration = await register({ type: 'pin', pin: EBT_PIN })
    const bankCard = (bank.body as { data: { payment: { card: { id: string } } } }).data.payment
      .card
    const created = await call('POST', routes.createCheckout.path, {
      buyer: { profileId: 'sandbox-shopper' },
      fulfillment: {},
      lineItems: [
        { cart: { gtin13: '0000000004011' }, quantity: 2, substitutionPolicy: 'SHOPPER_CHOICE' },
      ],
      modalityType: 'Pickup',
      cartId: 'checkout-cart',
      properties: { paymentVersion: '2', createOrderPromiseHadFallout: false },
    })
    expect(created.status).toBe(200)
    const draft = created.body as { id: string; versionKey: string }
    const placed = await call('PUT', routes.updateCheckout.path.replace(':checkoutId', draft.id), {
      type: 'ACTIVATE',
      versionKey: draft.versionKey,
      paymentDetails: {
        paymentMethods: { bankCards: [{ id: bankCard.id }], ebtCards: [{ id: snapCard.id }] },
        identityData: pinRegistration,
      },
      idempotencyKey: `place-${draft.id}`,
    })
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)

    // The seeded catalogue's GTIN-13s and the loyalty card number of the seeded shopper.
    const known = new Set(['4000123456789'])
    for (const doc of store.list('catalog')) {
      const gtin = (doc.value as { gtin13?: unknown }).gtin13
      if (typeof gtin === 'string') known.add(gtin)
    }
    expect(known.size).toBeGreaterThan(1)
    const check = (bytes: string, when: string) => {
      for (const number of [VISA, EBT, GIFT]) {
        expect(bytes, `${number} ${when}`).not.toContain(digits(number))
        expect(bytes, `${number} ${when}`).not.toContain(number)
      }
      expect(cardLengthRuns(bytes, known), when).toEqual([])
      for (const secret of [CVV, EBT_PIN, GIFT_PIN]) {
        expect(bytes, `${secret} ${when}`).not.toMatch(standalone(secret))
      }
    }
    // While running: the WAL holds the latest pages.
    expect(existsSync(`${path}-wal`)).toBe(true)
    check(bytesOf(path), 'in the file and WAL while running')
    await servers.close()
    running.length = 0
    store.close()
    check(bytesOf(path), 'in the file after closing')
    // Nor in the log.
    const log = JSON.stringify(logged)
    for (const secret of [digits(VISA), digits(EBT), GIFT]) expect(log).not.toContain(secret)
  })
})
