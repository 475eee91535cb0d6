// Storybook's changelog page (.storybook/changesets.ts): the pending changesets by package
// and kind, and the fixed group's next version.
import { describe, expect, it } from 'vitest'
import { changelogMarkdown, nextVersion, parseChangeset } from '../../.storybook/changesets.ts'

const file = (releases: string, summary: string) => `---\n${releases}\n---\n\n${summary}\n`

describe('parseChangeset', () => {
  it('reads the packages, their bumps and the summary', () => {
    expect(
      parseChangeset('a.md', file(`'@aisle/ui': minor\n"@aisle/api": patch`, 'Text.')),
    ).toEqual({
      file: 'a.md',
      releases: [
        { name: '@aisle/ui', bump: 'minor' },
        { name: '@aisle/api', bump: 'patch' },
      ],
      summary: 'Text.',
    })
  })

  it('reads a file without front matter as no changeset', () => {
    expect(parseChangeset('README.md', '# Changesets\n\nHello')).toBeUndefined()
  })
})

describe('nextVersion', () => {
  const set = (bump: 'major' | 'minor' | 'patch') => ({
    file: `${bump}.md`,
    releases: [{ name: '@aisle/ui', bump }],
    summary: '',
  })
  it('takes the largest bump of the pending changesets', () => {
    expect(nextVersion('0.1.0', [set('patch')])).toBe('0.1.1')
    expect(nextVersion('0.1.3', [set('patch'), set('minor')])).toBe('0.2.0')
    expect(nextVersion('0.1.3', [set('minor'), set('major')])).toBe('1.0.0')
    expect(nextVersion('0.1.0', [])).toBe('0.1.0')
  })
})

describe('changelogMarkdown', () => {
  it('lists each package with its changes by kind, a multi-paragraph summary in one item', () => {
    const text = changelogMarkdown(
      {
        '../.changeset/b.md': file(`'@aisle/ui': patch`, 'Fixed.'),
        '../.changeset/a.md': file(`'@aisle/ui': minor\n'@aisle/api': minor`, 'One.\n\nTwo.'),
      },
      '0.1.0',
    )
    expect(text).toContain('2 changesets wait for the next release')
    expect(text).toContain('from 0.1.0 to **0.2.0**')
    expect(text.indexOf('## @aisle/api 0.2.0')).toBeLessThan(text.indexOf('## @aisle/ui 0.2.0'))
    const ui = text.slice(text.indexOf('## @aisle/ui'))
    expect(ui).toContain('### Minor changes\n\n- One.\n\n  Two. <small>(a.md)</small>')
    expect(ui).toContain('### Patch changes\n\n- Fixed. <small>(b.md)</small>')
  })
})
