// Every kit story and every storefront story renders on a server: to HTML with react-dom/server
// in plain Node, where there is no `window` or `document` (the unit project's environment).
// A module that touches the browser when imported, or a component that does while rendering,
// fails here; effects do not run on a server, so what they do is not tested.
import { banners } from '@aisle/api'
import { requiresSignIn } from '@aisle/flows'
import { composeStories } from '@storybook/react-vite'
import { type ComponentType, createElement } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { App } from '../../apps/storefront/src/app'
import { siteRoutes } from '../../apps/storefront/src/pages'
import type { SessionStorage } from '../../apps/storefront/src/session'

const storyFiles = import.meta.glob<Record<string, unknown>>([
  '../../packages/*/src/**/*.stories.tsx',
  '../../apps/*/src/**/*.stories.tsx',
])

/**
 * The screen stories' sandbox answers through Mock Service Worker in a browser; a server has
 * no worker, so their sign-in fails as a request that never reached the network does. That is
 * the app's offline path, not a browser dependency: it is not counted.
 */
const offline = (error: unknown) =>
  error instanceof Error &&
  error.name === 'ApiError' &&
  (error as { kind?: unknown }).kind === 'network'

/** The story's HTML once every lazy part has loaded, with the errors React reported. */
async function renderOnServer(Story: ComponentType): Promise<{ html: string; errors: unknown[] }> {
  const errors: unknown[] = []
  const stream = await renderToReadableStream(createElement(Story), {
    onError: (error) => {
      if (!offline(error)) errors.push(error)
    },
  })
  await stream.allReady
  return { html: await new Response(stream).text(), errors }
}

it('finds the stories', () => {
  expect(Object.keys(storyFiles).length).toBeGreaterThan(40)
})

describe.each(Object.keys(storyFiles).sort())('%s', (file) => {
  it('imports and renders every story without a browser', async () => {
    expect(typeof globalThis.window).toBe('undefined')
    const module = await storyFiles[file]?.()
    const stories = Object.entries(composeStories(module as Parameters<typeof composeStories>[0]))
    expect(stories.length).toBeGreaterThan(0)
    let markup = 0
    for (const [name, Story] of stories) {
      const { html, errors } = await renderOnServer(Story as ComponentType)
      expect.soft(errors, `${name}: errors while rendering`).toEqual([])
      markup += html.length
    }
    // A story may render nothing at first (a spinner's delay), a file's stories not all.
    expect(markup).toBeGreaterThan(0)
  }, 30_000)
})

// Every route of the storefront's table, in the app's own providers, signed in and signed
// out: what a server would send as the page's first HTML.
const routePaths = [
  ...siteRoutes.map(([path]) =>
    path
      .replace(':addressId', 'a1')
      .replace(':appName', 'aisle')
      .replace(/:\w+/g, '1')
      .replace(/^\*$/, '/nowhere')
      .replace('*', 'x'),
  ),
  '/scheduling',
  '/checkout',
]

/** A session storage holding a session whose refresh token never runs out, or nothing. */
function sessionStorageOf(signedIn: boolean): SessionStorage {
  const session = {
    accessToken: 'access',
    refreshToken: 'refresh',
    accessExpiresAt: Number.MAX_SAFE_INTEGER,
    refreshExpiresAt: Number.MAX_SAFE_INTEGER,
  }
  const items = new Map(signedIn ? [['aisle.session', JSON.stringify(session)]] : [])
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

describe.each([true, false])('the storefront signed in: %s', (signedIn) => {
  // Signed out, a page that needs sign-in only redirects (RequireSignIn): nothing to render.
  const paths = signedIn ? routePaths : routePaths.filter((path) => !requiresSignIn(path))
  it.each(paths)(
    '%s renders without a browser',
    async (path) => {
      const banner = banners[0]
      if (!banner) throw new Error('no banner')
      const page = () =>
        createElement(App, {
          banner,
          sessionStorage: sessionStorageOf(signedIn),
          router: (routes) => createElement(StaticRouter, { location: path }, routes),
        })
      const { html, errors } = await renderOnServer(page)
      expect(errors).toEqual([])
      // The layout's header names the banner (its logo's text): the page rendered whole.
      expect(html).toContain(`alt="${banner.title}"`)
    },
    30_000,
  )
})
