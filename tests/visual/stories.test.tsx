/// <reference types="vite/client" />
// Visual regression, offline: every story is rendered (without its play function) and
// compared with its committed reference in __screenshots__/stories.test.tsx/.
// After an intended visual change: `npx vitest run --project visual -u`, then commit the PNGs.
// A story opts out with `tags: ['!visual']` (the preview tags every story `visual`).
import {
  composeStories,
  type composeStory,
  type Meta,
  type StoryObj,
  setProjectAnnotations,
} from '@storybook/react-vite'
import { afterEach, describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import preview from '../../.storybook/preview.tsx'

setProjectAnnotations(preview)

type ComposedStory = ReturnType<typeof composeStory>

interface StoriesModule {
  default: Meta
  [exportName: string]: unknown
}

// Lazy, so that one broken stories file fails its own suite, not every screenshot.
// The kit's stories only for now: the storefront's screen stories render after data
// arrives from the sandbox behind MSW and open dialogs in play functions, and do not yet
// give a stable screenshot here; they run as story tests with axe (storybook project).
const modules = import.meta.glob<StoriesModule>(['../../packages/*/src/**/*.stories.tsx'])

/** The same module with every play function removed: the reference is the story as rendered. */
function withoutPlay(module: StoriesModule): StoriesModule {
  const stories = Object.entries(module).map(([name, value]) =>
    name !== 'default' && typeof value === 'object' && value !== null
      ? [name, { ...(value as StoryObj), play: undefined }]
      : [name, value],
  )
  return { ...Object.fromEntries(stories), default: { ...module.default, play: undefined } }
}

/** The fixed viewport of the browser project; tall stories grow it so nothing is cut off. */
const viewport = { width: 1280, height: 800 }

afterEach(async () => {
  document.body.replaceChildren()
  await page.viewport(viewport.width, viewport.height)
})

for (const [path, load] of Object.entries(modules)) {
  describe(path.replace('../../', ''), async () => {
    const stories = Object.values(composeStories(withoutPlay(await load()))) as ComposedStory[]
    for (const story of stories) {
      test.skipIf(!story.tags.includes('visual'))(story.id, async () => {
        const root = document.createElement('div')
        root.dataset.storyRoot = story.id
        document.body.append(root)

        // A breakpoint story (packages/ui/src/storybook/breakpoints.ts) sets its own width.
        const own = story.parameters.visualViewport as { width: number; height: number } | undefined
        const size = own ?? viewport
        if (own) await page.viewport(own.width, own.height)

        await story.run({ canvasElement: root })
        await document.fonts.ready
        // Chromium paints only what is in the viewport: fit the whole story in it.
        const height = Math.ceil(document.documentElement.scrollHeight)
        if (height > size.height) await page.viewport(size.width, height)

        await expect.element(page.elementLocator(root)).toMatchScreenshot(story.id)
      })
    }
  })
}
