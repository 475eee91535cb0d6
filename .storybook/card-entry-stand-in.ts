import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const page = fileURLToPath(new URL('./card-entry/index.html', import.meta.url))

/**
 * The card-entry frame's stand-in at `/card-entry` (query and all), the path the frame
 * protocol fixes: .storybook/card-entry/index.html, which the static build serves from
 * `staticDirs`. For Storybook's dev server, the story tests and the visual tests.
 */
export const cardEntryStandIn = (): Plugin => ({
  name: 'aisle-card-entry-stand-in',
  configureServer(server) {
    server.middlewares.use(async (req, res, next) => {
      if (!/^\/card-entry\/?$/.test(req.url?.split('?')[0] ?? '')) return next()
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.end(await readFile(page))
    })
  },
})
