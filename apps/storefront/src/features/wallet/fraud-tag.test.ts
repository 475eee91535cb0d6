// The fraud-detection tag on the page (wallet-flyout.md §4 "Closing", §6, §9).
import type { FraudDetection } from '@aisle/flows'
import { describe, expect, it } from 'vitest'
import {
  FRAUD_TAG_TIMEOUT_MS,
  fraudDetectionOf,
  fraudTagSrc,
  injectFraudTag,
  startFraudTag,
  type TagPage,
} from './fraud-tag'

type Script = ReturnType<TagPage['createScript']> & { removed: boolean }

/** A page whose scripts do what `outcome` says when appended. */
function fakePage(outcome: 'load' | 'error' | 'hang', given?: Record<string, unknown>) {
  const timers: { run: () => void; ms: number; cleared: boolean }[] = []
  const scripts: Script[] = []
  const page: TagPage & { window: Record<string, unknown> } = {
    window: { aisleFraudDetection: { transactionId: 'stale' } },
    createScript: () => {
      const script = {
        src: '',
        async: false,
        onload: null,
        onerror: null,
        removed: false,
        remove() {
          script.removed = true
        },
      } as unknown as Script
      scripts.push(script)
      return script
    },
    append: (script) => {
      if (outcome === 'load') {
        if (given !== undefined) page.window.aisleFraudDetection = given
        script.onload?.call(script as never, new Event('load'))
      } else if (outcome === 'error') script.onerror?.call(script as never, new Event('error'))
    },
    setTimeout: (run, ms) => {
      timers.push({ run, ms, cleared: false })
      return timers.length - 1
    },
    clearTimeout: (handle) => {
      const timer = timers[handle as number]
      if (timer) timer.cleared = true
    },
  }
  return { page, timers, scripts }
}

describe('one attempt at the tag', () => {
  it('resolves what the tag handed the page, with an async script at the address', async () => {
    const { page, scripts, timers } = fakePage('load', {
      transactionId: 'tx-1',
      sessionId: 'ses-1',
      pageId: 'p',
    })
    expect(await injectFraudTag('/fraud/v1/detect.js?pageId=p', page)).toEqual({
      transactionId: 'tx-1',
      sessionId: 'ses-1',
      pageId: 'p',
    })
    expect(scripts[0]).toMatchObject({ src: '/fraud/v1/detect.js?pageId=p', async: true })
    expect(timers[0]?.cleared).toBe(true)
  })

  it('a loaded tag that handed nothing over is no detection (an earlier one is not taken)', async () => {
    const { page } = fakePage('load')
    expect(await injectFraudTag('/t.js', page)).toBeUndefined()
  })

  it('a script error rejects and takes the element away', async () => {
    const { page, scripts } = fakePage('error')
    await expect(injectFraudTag('/t.js', page)).rejects.toThrow('failed to load')
    expect(scripts[0]?.removed).toBe(true)
  })

  it(`a load still pending after ${FRAUD_TAG_TIMEOUT_MS} ms (§9 HTML timeout) rejects`, async () => {
    const { page, timers, scripts } = fakePage('hang')
    const attempt = injectFraudTag('/t.js', page)
    expect(timers[0]?.ms).toBe(10_000)
    timers[0]?.run()
    await expect(attempt).rejects.toThrow('timed out')
    expect(scripts[0]?.removed).toBe(true)
  })
})

describe('the tag once per address, 3 attempts', () => {
  const detection: FraudDetection = { transactionId: 'tx-9' }

  it('starts once per address, and hands over the detection when it arrives', async () => {
    const tried: string[] = []
    const src = '/fraud/v1/detect.js?case=once'
    startFraudTag(src, async (s) => {
      tried.push(s)
      return detection
    })
    startFraudTag(src, async () => {
      throw new Error('a second start loads nothing')
    })
    expect(fraudDetectionOf(src)).toBeUndefined()
    await new Promise((resolve) => setImmediate(resolve))
    expect(fraudDetectionOf(src)).toEqual(detection)
    expect(tried).toEqual([src])
  })

  it('after 3 failed attempts there is no detection, and no fourth attempt', async () => {
    let tries = 0
    const src = '/fraud/v1/detect.js?case=fails'
    startFraudTag(src, async () => {
      tries += 1
      throw new Error('script error')
    })
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve))
    expect(tries).toBe(3)
    expect(fraudDetectionOf(src)).toBeUndefined()
  })

  it('a pharmacy host has no address, so nothing loads (§6)', () => {
    const base = { environment: 'LOCAL' as const, bannerDomain: 'g.example' }
    expect(fraudTagSrc({ ...base, appName: 'RXWEB' })).toBeUndefined()
    expect(fraudTagSrc({ ...base, appName: 'EPRN' })).toBeUndefined()
    startFraudTag(undefined, async () => {
      throw new Error('never called')
    })
    expect(fraudDetectionOf(undefined)).toBeUndefined()
    expect(
      fraudTagSrc({ ...base, appName: 'CLICKLIST', checkoutConfig: { checkoutId: 'co-1' } }),
    ).toContain('checkoutId=co-1')
  })
})
