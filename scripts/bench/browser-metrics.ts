// What the bench measures in Chromium through Playwright and the DevTools protocol.
import type { Browser, BrowserContext, CDPSession, Locator, Page } from 'playwright'
import { seededShopperOf } from '../../apps/sandbox/src/auth/credentials.ts'
import type { LayoutShift } from './bench-stats.ts'

/** CPU slowdown of issue 10's interaction target and of the load runs. */
export const CPU_SLOWDOWN = 4
/** Lighthouse's mobile "Slow 4G" figures, applied with CDP (no simulation). */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}

// Runs in the page before its own scripts: records what the observers report.
const OBSERVE = `
window.__bench = { events: [], lcp: 0, shifts: [], longTasks: [] }
const observe = (type, options, each) => {
  try { new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true, ...options }) } catch {}
}
observe('event', { durationThreshold: 16 }, (e) => window.__bench.events.push({ name: e.name, duration: e.duration, interactionId: e.interactionId }))
observe('largest-contentful-paint', {}, (e) => { window.__bench.lcp = e.startTime })
observe('layout-shift', {}, (e) => window.__bench.shifts.push({ value: e.value, startTime: e.startTime, hadRecentInput: e.hadRecentInput }))
observe('longtask', {}, (e) => window.__bench.longTasks.push(e.duration))
`

interface Recorded {
  events: { name: string; duration: number; interactionId: number }[]
  lcp: number
  shifts: LayoutShift[]
  longTasks: number[]
}

export interface Tab {
  page: Page
  context: BrowserContext
  cdp: CDPSession
}

/** A fresh context and page with the observers installed and the CPU slowed down. */
export async function openTab(
  browser: Browser,
  options: { network?: boolean; wide?: boolean } = {},
): Promise<Tab> {
  // A phone's viewport (Lighthouse's mobile one), or a desktop one where a screen's
  // control only shows from medium widths up (the account navigation).
  const viewport = options.wide ? { width: 1280, height: 900 } : { width: 412, height: 823 }
  const context = await browser.newContext({ viewport })
  await context.addInitScript(OBSERVE)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  if (options.network) {
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
  }
  return { page, context, cdp }
}

const recorded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bench: Recorded }).__bench)

/**
 * Runs one interaction and returns its latency: the longest Event Timing entry with an
 * interaction id that it caused, or undefined when every entry stayed under 16 ms.
 */
export async function interactionLatency(
  page: Page,
  act: () => Promise<void>,
): Promise<number | undefined> {
  const before = (await recorded(page)).events.length
  await act()
  // Event Timing entries arrive after the next paint; give a slowed-down page time.
  await page.waitForTimeout(600)
  const events = (await recorded(page)).events.slice(before).filter((e) => e.interactionId > 0)
  return events.length ? Math.max(...events.map((e) => e.duration)) : undefined
}

export interface LoadFigures {
  lcp: number
  shifts: LayoutShift[]
  longTasks: number[]
}

/** Loads a page on Slow 4G with the CPU slowed down and returns what the observers saw. */
export async function loadFigures(
  browser: Browser,
  url: string,
  ready: (page: Page) => Promise<void>,
): Promise<LoadFigures> {
  const tab = await openTab(browser, { network: true })
  try {
    await tab.page.goto(url, { waitUntil: 'load' })
    await ready(tab.page)
    // Let late shifts and long tasks land; LCP is final at the first input or here.
    await tab.page.waitForTimeout(1500)
    const { lcp, shifts, longTasks } = await recorded(tab.page)
    return { lcp, shifts, longTasks }
  } finally {
    await tab.context.close()
  }
}

/** The DevTools port of the bench's Chromium, where Lighthouse attaches to a prepared tab. */
export const DEBUGGING_PORT = 9339

/**
 * A tab with the banner's seeded shopper signed in through /signin, landed on `path`.
 * Signing in runs at full speed; the CPU is slowed down once the page is there.
 */
export async function signedInTab(
  browser: Browser,
  origin: string,
  banner: string,
  path: string,
  options: { wide?: boolean } = {},
): Promise<Tab> {
  const tab = await openTab(browser, options)
  await tab.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  const shopper = seededShopperOf(banner as Parameters<typeof seededShopperOf>[0])
  await tab.page.goto(`${origin}/signin?banner=${banner}&returnTo=${encodeURIComponent(path)}`)
  await tab.page.getByLabel('Email').fill(shopper.email)
  await tab.page.getByLabel('Password').fill(shopper.password)
  await tab.page.getByRole('button', { name: 'Sign In' }).click()
  const pathname = path.split('?')[0]
  await tab.page.waitForURL((url) => url.pathname === pathname, { timeout: 30_000 })
  await tab.page.getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 })
  await tab.cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  return tab
}

/** How long the pointer rests on a target before pressing, and how long a press lasts. */
export const REST_MS = 100
export const PRESS_MS = 80

/**
 * Clicks as a shopper does: the pointer moves onto the target and rests there, then a
 * press and a release apart. `locator.click()` sends the move, the press and the release
 * within a millisecond, so the browser handles the hover, the press and the release in
 * one frame and charges all of it to the click: a pointer-down, a focus and a release
 * that a shopper's hand spreads over two frames or more, plus the hover, which is no
 * part of the interaction. Event Timing then reports the pointer-down and the release
 * (with its click) as the entries they are.
 */
export async function shopperClick(target: Locator): Promise<void> {
  const page = target.page()
  await target.hover()
  await page.waitForTimeout(REST_MS)
  await page.mouse.down()
  await page.waitForTimeout(PRESS_MS)
  await page.mouse.up()
}

/** Chooses a radio whose input is visually hidden: a click on its visible item. */
export async function clickItem(radio: Locator): Promise<void> {
  await shopperClick(radio.locator('xpath=..'))
}
