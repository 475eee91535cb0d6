// The changelog page's text from the pending changesets (.changeset/*.md): what
// `changeset version` will write into each package's CHANGELOG.md next. Pure, so a unit
// test reads it (tests/unit/changelog.test.ts); changelog.tsx feeds it the files.

export type Bump = 'major' | 'minor' | 'patch'

export interface Changeset {
  file: string
  releases: Array<{ name: string; bump: Bump }>
  summary: string
}

const BUMPS: readonly Bump[] = ['major', 'minor', 'patch']
const HEADINGS: Record<Bump, string> = {
  major: 'Major changes',
  minor: 'Minor changes',
  patch: 'Patch changes',
}

/** One changeset file: `---`, one `'<package>': <bump>` line per package, `---`, the summary. */
export function parseChangeset(file: string, text: string): Changeset | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text)
  if (!match) return undefined
  const releases = (match[1] ?? '')
    .split(/\r?\n/)
    .map((line) => /^\s*['"]?([^'":]+)['"]?\s*:\s*(major|minor|patch)\s*$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ name: m[1] ?? '', bump: m[2] as Bump }))
  return { file, releases, summary: (match[2] ?? '').trim() }
}

/** The fixed group's next version: the largest bump of any pending changeset. */
export function nextVersion(current: string, sets: readonly Changeset[]): string {
  const [major = 0, minor = 0, patch = 0] = current.split('.').map(Number)
  const bumps = new Set(sets.flatMap((c) => c.releases.map((r) => r.bump)))
  if (bumps.has('major')) return `${major + 1}.0.0`
  if (bumps.has('minor')) return `${major}.${minor + 1}.0`
  if (bumps.has('patch')) return `${major}.${minor}.${patch + 1}`
  return current
}

/** A summary as one list item: every line after the first indented under the bullet. */
const indented = (summary: string) =>
  summary
    .split('\n')
    .map((line, i) => (i === 0 || line === '' ? line : `  ${line}`))
    .join('\n')

/** Markdown: per package (by name), its changes by kind, each with the file it came from. */
export function changelogMarkdown(files: Record<string, string>, current: string): string {
  const changesets = Object.entries(files)
    .map(([path, text]) => parseChangeset(path.split('/').pop() ?? path, text))
    .filter((c): c is Changeset => c !== undefined && c.releases.length > 0)
    .sort((a, b) => a.file.localeCompare(b.file))
  const packages = [...new Set(changesets.flatMap((c) => c.releases.map((r) => r.name)))].sort()
  const next = nextVersion(current, changesets)
  return [
    `${changesets.length} changesets wait for the next release. The packages form one fixed`,
    `group (\`.changeset/config.json\`), so all of them go from ${current} to **${next}**.`,
    '',
    ...packages.flatMap((name) => [
      `## ${name} ${next}`,
      '',
      ...BUMPS.flatMap((bump) => {
        const entries = changesets.filter((c) =>
          c.releases.some((r) => r.name === name && r.bump === bump),
        )
        if (entries.length === 0) return []
        return [
          `### ${HEADINGS[bump]}`,
          '',
          ...entries.map((c) => `- ${indented(c.summary)} <small>(${c.file})</small>`),
          '',
        ]
      }),
    ]),
  ].join('\n')
}
