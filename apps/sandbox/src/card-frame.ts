import { Hono } from 'hono'
import { cardFrameSecurityHeaders } from './security-headers.ts'

export const CARD_ENTRY_PATH = '/card-entry'

// A placeholder until the hosted card-entry form exists. No inline script or
// style: the frame's CSP forbids both.
const placeholderPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Secure card entry</title>
  </head>
  <body>
    <main>
      <h1>Secure card entry</h1>
      <p>The hosted card-entry form will be served here, on its own origin, so card numbers never exist in the storefront's page.</p>
    </main>
  </body>
</html>
`

/** The app behind the second origin, embeddable only by the storefront. */
export function createCardFrameApp(options: { storefrontOrigin: string }): Hono {
  const app = new Hono()
  app.use(cardFrameSecurityHeaders(options))
  app.get(CARD_ENTRY_PATH, (c) => {
    // Card entry must never be cached, even as a placeholder.
    c.header('Cache-Control', 'no-store')
    return c.html(placeholderPage)
  })
  return app
}
