// The changelog page (Introduction / Changelog), read from the pending changesets at build
// time (changesets.ts turns them into Markdown).
import { Markdown } from '@storybook/addon-docs/blocks'
import uiPackage from '../packages/ui/package.json'
import { changelogMarkdown } from './changesets.ts'

const files = import.meta.glob(['../.changeset/*.md', '!../.changeset/README.md'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>

export function Changelog() {
  return <Markdown>{changelogMarkdown(files, uiPackage.version)}</Markdown>
}
