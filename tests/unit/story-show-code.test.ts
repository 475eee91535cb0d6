// The common stories of the compound parts give 'Show code' an explicit snippet
// (parameters.docs.source.code): the usage a banner team copies, not the <AllBanners>
// gallery the story renders.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const root = new URL('../../packages/ui/src/', import.meta.url)

const stories: Record<string, string[]> = {
  'dialog/dialog.stories.tsx': ['AllStates'],
  'flyout/flyout.stories.tsx': ['AllStates'],
  'page-layout/page-layout.stories.tsx': ['Site', 'Checkout'],
  'site-header/site-header.stories.tsx': ['Site'],
  'site-footer/site-footer.stories.tsx': ['Default'],
  'tabs/tabs.stories.tsx': ['States'],
}

/** The snippet a story names in `docs.source.code`, read from its file. */
function snippetOf(file: string, story: string): string | undefined {
  const text = readFileSync(new URL(file, root), 'utf8')
  const name = new RegExp(
    `export const ${story}: Story = \\{\\s*parameters: \\{ docs: \\{ source: \\{ code: (\\w+) \\} \\} \\}`,
  ).exec(text)?.[1]
  if (!name) return undefined
  return new RegExp(`const ${name} = \`([^\`]*)\``).exec(text)?.[1]
}

describe("the compound parts' 'Show code'", () => {
  for (const [file, names] of Object.entries(stories)) {
    for (const story of names) {
      it(`${file} ${story} shows its usage, not the gallery`, () => {
        const code = snippetOf(file, story)
        expect(code, 'a docs.source.code snippet').toBeDefined()
        expect(code).not.toMatch(/AllBanners/)
        // The snippet uses the component's own parts.
        const part = file
          .split('/')[0]
          ?.replace(/(^|-)(\w)/g, (_, _dash, c: string) => c.toUpperCase())
        expect(code).toMatch(new RegExp(`<${part}\\.Root\\b`))
      })
    }
  }
})

/** Roots whose props the docs' type reader cannot see through the kit's wrappers. */
const tables: Record<string, string> = {
  'dialog/dialog.stories.tsx': 'Dialog.Root',
  'flyout/flyout.stories.tsx': 'Flyout.Root',
  'page-layout/page-layout.stories.tsx': 'PageLayout.Root',
  'tabs/tabs.stories.tsx': 'Tabs.Root',
}

describe('the wrapped roots’ props tables', () => {
  for (const [file, root_] of Object.entries(tables)) {
    it(`${root_} lists its props as argTypes rows`, () => {
      const text = readFileSync(new URL(file, root), 'utf8')
      const escaped = root_.replace('.', '\\.')
      expect(text).toMatch(new RegExp(`component: ${escaped},\\s*argTypes: \\w`))
    })
  }
})
