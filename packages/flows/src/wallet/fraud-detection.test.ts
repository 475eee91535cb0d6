// The fraud-detection tag (wallet-flyout.md §4 "Closing", §6, §7, §9; checkout.md §7).
import { addCardRequestSchema, type PostalAddress } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import {
  FRAUD_PAGE_IDS,
  FRAUD_REPORT_GROUP,
  FRAUD_SCRIPT_ATTEMPTS,
  type FraudDetection,
  fraudRequestFields,
  fraudScriptUrl,
  loadFraudDetection,
  loadsFraudScript,
} from './fraud-detection.js'
import { addBankCardRequest, addSnapCardRequest } from './wallet-requests.js'

const detection: FraudDetection = {
  transactionId: 'fraud-tx-1-ab',
  sessionId: 'fraud-ses-1-ab',
  pageId: FRAUD_PAGE_IDS.NON_PROD,
}

describe('where the tag loads from (§7, §9)', () => {
  it('LOCAL is the page origin, with the non-PROD page id and the report group', () => {
    const url = new URL(
      fraudScriptUrl({ environment: 'LOCAL', appName: 'CLICKLIST', bannerDomain: 'g.example' }) ??
        '',
      'http://page.test',
    )
    expect(url.origin).toBe('http://page.test')
    expect(url.pathname).toBe('/fraud/v1/detect.js')
    expect(url.searchParams.get('pageId')).toBe(FRAUD_PAGE_IDS.NON_PROD)
    expect(url.searchParams.get('reportGroup')).toBe(FRAUD_REPORT_GROUP)
    expect(url.searchParams.has('checkoutId')).toBe(false)
  })

  it('PROD has its own page id and host; STAGE and TEST the other page id', () => {
    const at = (environment: 'PROD' | 'STAGE' | 'TEST') =>
      new URL(
        fraudScriptUrl({ environment, appName: 'MEMBERSHIP', bannerDomain: 'g.example' }) ?? '',
      )
    expect(at('PROD').host).toBe('fraud.g.example')
    expect(at('PROD').searchParams.get('pageId')).toBe(FRAUD_PAGE_IDS.PROD)
    expect(at('STAGE').host).toBe('stage-fraud.g.example')
    expect(at('TEST').searchParams.get('pageId')).toBe(FRAUD_PAGE_IDS.NON_PROD)
    expect(FRAUD_PAGE_IDS.PROD).not.toBe(FRAUD_PAGE_IDS.NON_PROD)
  })

  it('the payment page names its checkout (checkout.md §7)', () => {
    const url = fraudScriptUrl({
      environment: 'LOCAL',
      appName: 'CLICKLIST',
      bannerDomain: 'g.example',
      checkoutId: 'co-42',
    })
    expect(new URL(url ?? '', 'http://page.test').searchParams.get('checkoutId')).toBe('co-42')
  })

  it('the pharmacy applications load no tag (§6)', () => {
    for (const appName of ['RXWEB', 'EPRN'] as const) {
      expect(loadsFraudScript(appName)).toBe(false)
      expect(
        fraudScriptUrl({ environment: 'LOCAL', appName, bannerDomain: 'g.example' }),
      ).toBeUndefined()
    }
    for (const appName of ['CLICKLIST', 'MEMBERSHIP', 'WEB HOSTED PAYMENT PAGE'] as const) {
      expect(loadsFraudScript(appName)).toBe(true)
    }
  })
})

describe('up to 3 attempts (§9 "Fraud script load retries: 3")', () => {
  it('is 3', () => {
    expect(FRAUD_SCRIPT_ATTEMPTS).toBe(3)
  })

  it('tries again after a failed or empty load, and stops at the first detection', async () => {
    const tries: number[] = []
    const found = await loadFraudDetection(async (attempt) => {
      tries.push(attempt)
      if (attempt === 1) throw new Error('script error')
      return attempt === 2 ? undefined : detection
    })
    expect(found).toEqual(detection)
    expect(tries).toEqual([1, 2, 3])
  })

  it('gives up after the third failure, with no detection and no fourth try', async () => {
    const tries: number[] = []
    const found = await loadFraudDetection(async (attempt) => {
      tries.push(attempt)
      throw new Error('script error')
    })
    expect(found).toBeUndefined()
    expect(tries).toEqual([1, 2, 3])
  })

  it('an empty transaction id counts as a failed load', async () => {
    let tries = 0
    const found = await loadFraudDetection(async () => {
      tries += 1
      return { transactionId: '' }
    })
    expect(found).toBeUndefined()
    expect(tries).toBe(3)
  })
})

describe('the add-card request carries what the tag handed over (§7)', () => {
  const location = { storeId: '00000', facilityId: '00000' }
  const now = new Date('2026-03-01T12:00:00Z')
  const billing: PostalAddress = {
    street: '1 Main St',
    locality: 'Springfield',
    region: 'OH',
    postalCode: '45501',
    countryCode: 'US',
  }
  const values = { firstName: 'Ada', lastName: 'Byron', billing, save: true, preferred: false }
  const registration = { registrationId: 'sandbox-lvt-1-ab-4444', firstSix: '555555' }

  it('a bank card: fraudTransactionId and deviceInfo, valid for the contract', () => {
    const request = addBankCardRequest(
      { ...registration, expiry: '12/39' },
      values,
      location,
      now,
      detection,
    )
    expect(request).toMatchObject({
      fraudTransactionId: 'fraud-tx-1-ab',
      deviceInfo: { pageId: FRAUD_PAGE_IDS.NON_PROD, sessionId: 'fraud-ses-1-ab' },
    })
    expect(addCardRequestSchema.safeParse(request).success).toBe(true)
  })

  it('a SNAP EBT card likewise', () => {
    const request = addSnapCardRequest(registration, true, location, now, detection)
    expect(request).toMatchObject({ fraudTransactionId: 'fraud-tx-1-ab' })
    expect(addCardRequestSchema.safeParse(request).success).toBe(true)
  })

  it('without a detection (pharmacy, or every try failed) neither field is sent', () => {
    const request = addBankCardRequest({ ...registration, expiry: '12/39' }, values, location, now)
    expect('fraudTransactionId' in request).toBe(false)
    expect('deviceInfo' in request).toBe(false)
    expect(fraudRequestFields(undefined)).toEqual({})
    expect(fraudRequestFields({ transactionId: 't' })).toEqual({ fraudTransactionId: 't' })
  })
})
