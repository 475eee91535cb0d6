// Opens every docs page of a built Storybook in Chromium and reports what a reader would
// see go wrong: an error (Storybook's error display, an uncaught page error, an error a
// React error boundary caught) or more than one open overlay at once.
import type { Browser } from 'playwright'

export interface DocsPageReport {
  id: string
  errors: string[]
  openOverlays: number
}

/** Dialogs, alert dialogs and their backdrops that are open and shown. */
const OPEN_OVERLAYS = `(() => {
  const shown = (el) => { const r = el.getBoundingClientRect(); const s = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none' }
  const dialogs = [...document.querySelectorAll('[role=dialog],[role=alertdialog]')].filter(shown)
  const backdrops = [...document.querySelectorAll('[data-part=backdrop][data-state=open]')].filter(shown)
  return Math.max(dialogs.length, backdrops.length)
})()`

const ERRORS = `(() => {
  const found = []
  for (const el of document.querySelectorAll('.sb-errordisplay, #error-message'))
    if (el.getBoundingClientRect().height > 0 && el.textContent.trim()) found.push(el.textContent.trim().slice(0, 200))
  return found
})()`

export async function checkDocsPages(
  browser: Browser,
  origin: string,
  ids: readonly string[],
  settleMs = 500,
): Promise<DocsPageReport[]> {
  const reports: DocsPageReport[] = []
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  for (const id of ids) {
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => {
      // The browser's background update check of MSW's worker script: no reader sees it.
      if (/Failed to update a ServiceWorker/.test(error.message)) return
      errors.push(`page error: ${error.message.slice(0, 200)}`)
    })
    page.on('console', (message) => {
      // React's report of an error that an error boundary caught (the screen's fallback).
      if (message.type() === 'error' && /An error occurred in the </.test(message.text()))
        errors.push(message.text().slice(0, 200))
    })
    await page.goto(`${origin}/iframe.html?viewMode=docs&id=${id}`)
    await page.waitForSelector('#storybook-docs .sbdocs-content', { timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    // Screens load their data through MSW: give late answers (and late errors) their turn.
    await page.waitForTimeout(settleMs)
    errors.push(...((await page.evaluate(ERRORS)) as string[]))
    const openOverlays = (await page.evaluate(OPEN_OVERLAYS)) as number
    reports.push({ id, errors, openOverlays })
    await page.close()
  }
  await context.close()
  return reports
}
