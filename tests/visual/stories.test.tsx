/// <reference types="vite/client" />
// Visual regression, offline: every story is rendered and compared with its committed
// reference in __screenshots__/stories.test.tsx/.
// - Kit stories (packages/*) render without their play function; the story root is shot.
// - Screen stories (apps/*: pages on the sandbox's handlers behind MSW, see
//   apps/storefront/src/storybook/) keep their play function, which opens the dialog or
//   drawer the story shows; the whole body is shot, since portals render outside the root.
//   Date is fixed at SCREEN_NOW for them (the sandbox's clock is the page's Date, so the
//   screens and the data agree on "today"), and the shot waits until the page is settled.
// - Between stories only the roots are removed; React unmounts a story, portals included,
//   when the next one runs, and that one fails if anything but its own root is left.
// - Every screen state is also shot at 375 px, in one banner (phone-shots.ts): the same
//   render, resized to the phone and settled again, as `<story id>-375`.
// After an intended visual change: `npx vitest run --project visual -u`, then commit the PNGs.
// A story opts out with `tags: ['!visual']` (the preview tags every story `visual`).
import {
  composeStories,
  type composeStory,
  type Meta,
  type StoryObj,
  setProjectAnnotations,
} from '@storybook/react-vite'
import { configure } from 'storybook/test'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { page } from 'vitest/browser'
import preview from '../../.storybook/preview.tsx'
import { PHONE, phoneShotIds, type ShotStory } from './phone-shots.ts'

type ComposedStory = ReturnType<typeof composeStory>

interface StoriesModule {
  default: Meta
  [exportName: string]: unknown
}

// The screen stories' play functions run here beside other work: their waits (1 s by
// default) get 5 s. The reference is the state they end in, not how fast they got there.
configure({ asyncUtilTimeout: 5000 })

/** The one instant every screen story sees as "now", in the page and in the sandbox. */
const SCREEN_NOW = new Date('2026-11-02T15:00:00Z')

/** How long the page must stay quiet before a screen is shot, and how long to wait for it. */
const QUIET_MS = 400
const SETTLE_TIMEOUT_MS = 10_000

/** The fixed viewport of the browser project; tall stories grow it so nothing is cut off. */
const viewport = { width: 1280, height: 800 }

// Lazy, so that one broken stories file fails its own suite, not every screenshot.
const modules = import.meta.glob<StoriesModule>([
  '../../packages/*/src/**/*.stories.tsx',
  '../../apps/*/src/**/*.stories.tsx',
])

const isScreen = (path: string) => path.startsWith('../../apps/')

/** The same module with every play function removed: the reference is the story as rendered. */
function withoutPlay(module: StoriesModule): StoriesModule {
  const stories = Object.entries(module).map(([name, value]) =>
    name !== 'default' && typeof value === 'object' && value !== null
      ? [name, { ...(value as StoryObj), play: undefined }]
      : [name, value],
  )
  return { ...Object.fromEntries(stories), default: { ...module.default, play: undefined } }
}

// Fetches in flight, per test: a call left pending by an earlier story (a latency fault
// outlives its story) does not hold up the next one. Wrapped once, for the whole file.
let inFlight = new Map<number, string>()
let nextFetch = 0
const realFetch = window.fetch.bind(window)
window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const pending = inFlight
  const id = nextFetch++
  const request = input instanceof Request ? input : undefined
  pending.set(id, `${init?.method ?? request?.method ?? 'GET'} ${request?.url ?? String(input)}`)
  return realFetch(input, init).finally(() => pending.delete(id))
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

/**
 * Resizes the viewport and waits until the page has it: the resize reaches the frame a
 * moment after `page.viewport` resolves, and a shot taken before then is cut at the old
 * height (fixed overlays and drawers still cover only the old viewport).
 */
async function resize(width: number, height: number) {
  await page.viewport(width, height)
  const start = performance.now()
  while (window.innerWidth !== width || window.innerHeight !== height) {
    if (performance.now() - start > 5000) {
      throw new Error(`The viewport did not become ${width}x${height}`)
    }
    await nextFrame()
  }
  await nextFrame()
  await nextFrame()
}

/** What still keeps the page from being settled; empty when it is. */
function unsettled(): string[] {
  const reasons = [...inFlight.values()].map((call) => `fetch in flight: ${call}`)
  for (const busy of document.querySelectorAll('[aria-busy="true"]')) {
    reasons.push(`[aria-busy=true]: <${busy.tagName.toLowerCase()}> ${label(busy)}`)
  }
  for (const bar of document.querySelectorAll('[role="progressbar"]')) {
    reasons.push(`role=progressbar: ${label(bar)}`)
  }
  const loading = document.body.textContent?.match(/Loading[^…\n]{0,60}…/)
  if (loading) reasons.push(`text: '${loading[0]}'`)
  for (const image of document.images) {
    // A lazy image below the fold would never load: the full-page screenshot shows it, so
    // the reference waits for it like any other.
    if (image.loading === 'lazy') image.loading = 'eager'
    if (!image.complete) reasons.push(`image loading: ${image.currentSrc || image.src}`)
  }
  return reasons
}

const label = (element: Element) =>
  element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? ''

/** Fails at once when Vite shows its error overlay: the story did not even compile. */
function assertNoErrorOverlay() {
  const overlay = document.querySelector('vite-error-overlay')
  if (overlay) {
    const message = overlay.shadowRoot?.querySelector('.message')?.textContent ?? ''
    throw new Error(`Vite error overlay: ${message}`.trim())
  }
}

/**
 * Waits until, for QUIET_MS in a row, no fetch is in flight and nothing shows it is
 * loading; fails after SETTLE_TIMEOUT_MS with what was still pending. Timed with
 * performance.now(), which the fixed Date does not touch.
 */
async function settled() {
  const start = performance.now()
  let quietSince: number | undefined
  for (;;) {
    assertNoErrorOverlay()
    const now = performance.now()
    const reasons = unsettled()
    if (reasons.length > 0) quietSince = undefined
    else if (quietSince === undefined) quietSince = now
    else if (now - quietSince >= QUIET_MS) return
    if (now - start > SETTLE_TIMEOUT_MS) {
      throw new Error(
        `Not settled after ${SETTLE_TIMEOUT_MS / 1000} s:\n- ${reasons.join('\n- ') || '(quiet, but not for long enough)'}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Chromium paints only what is in the viewport: grows it to fit the whole story. */
async function fitHeight(width: number, height: number) {
  const needed = Math.ceil(document.documentElement.scrollHeight)
  if (needed > height) await resize(width, needed)
}

/** The whole page against its reference: portals render outside the story root. */
async function matchPage(name: string) {
  // A whole page is tall: two matching captures of it take longer than the default 5 s.
  await expect
    .element(page.elementLocator(document.body), { timeout: 25_000 })
    .toMatchScreenshot(name, { timeout: 20_000 })
}

/** The element's id when it is a story root, for the leak message. */
const describeElement = (element: Element) =>
  element instanceof HTMLElement && element.dataset.storyRoot
    ? `the root of ${element.dataset.storyRoot}`
    : element.outerHTML.slice(0, 200)

/**
 * Before a story renders (after the previous one unmounted, which Storybook does at the
 * start of the next run), the body holds nothing but the new story's root: a dialog or
 * toast left behind would otherwise end up in the next screenshot.
 */
setProjectAnnotations([
  preview,
  {
    beforeEach: ({ canvasElement }) => {
      const leftovers = [...document.body.children].filter(
        (child) => child !== canvasElement && child.tagName !== 'SCRIPT',
      )
      if (leftovers.length > 0) {
        throw new Error(
          `Left in the body by an earlier story:\n- ${leftovers.map(describeElement).join('\n- ')}`,
        )
      }
    },
  },
])

afterEach(async () => {
  vi.useRealTimers()
  inFlight = new Map()
  // Only the roots: React unmounts each story (and its portals) when the next one runs.
  // Clearing the whole body would pull portal nodes from under React (removeChild errors).
  for (const root of document.querySelectorAll('[data-story-root]')) root.remove()
  await resize(viewport.width, viewport.height)
})

for (const [path, load] of Object.entries(modules)) {
  const screen = isScreen(path)
  describe(path.replace('../../', ''), async () => {
    const module = await load()
    const stories = Object.values(
      composeStories(screen ? module : withoutPlay(module)),
    ) as ComposedStory[]
    const phoneShots = screen
      ? phoneShotIds(
          stories
            .filter((story) => story.tags.includes('visual'))
            .map((story) => ({
              id: story.id,
              visualViewport: story.parameters.visualViewport as ShotStory['visualViewport'],
            })),
        )
      : new Set<string>()
    for (const story of stories) {
      test.skipIf(!story.tags.includes('visual'))(
        story.id,
        async () => {
          const root = document.createElement('div')
          root.dataset.storyRoot = story.id
          document.body.append(root)

          // A breakpoint story (packages/ui/src/storybook/breakpoints.ts) sets its own width.
          const own = story.parameters.visualViewport as
            | { width: number; height: number }
            | undefined
          const size = own ?? viewport
          if (own) await resize(own.width, own.height)

          if (screen) vi.useFakeTimers({ toFake: ['Date'], now: SCREEN_NOW })
          await story.run({ canvasElement: root })
          if (screen) await settled()
          await document.fonts.ready
          await fitHeight(size.width, size.height)
          assertNoErrorOverlay()

          if (screen) {
            await matchPage(story.id)
            if (phoneShots.has(story.id)) {
              await resize(PHONE.width, PHONE.height)
              await settled()
              await fitHeight(PHONE.width, PHONE.height)
              await matchPage(`${story.id}-375`)
            }
          } else {
            await expect.element(page.elementLocator(root)).toMatchScreenshot(story.id)
          }
        },
        // A screen's play function waits for data (up to 8 s), the page settles (up to 10 s),
        // then the capture; a phone shot settles and captures once more.
        screen ? (phoneShots.has(story.id) ? 100_000 : 60_000) : undefined,
      )
    }
  })
}
