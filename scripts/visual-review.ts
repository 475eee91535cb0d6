// npm run visual:review: one HTML page with every visual reference, grouped by screen (or
// kit component) and banner, and, after a visual run with differences, each difference's
// reference, actual and diff side by side. It writes the page and prints its path; it
// opens nothing. The page lives beside the run's attachments (git-ignored).
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const root = join(import.meta.dirname, '..')
const referenceDir = join(root, 'tests/visual/__screenshots__/stories.test.tsx')
const attachmentDir = join(root, '.vitest-attachments/tests/visual/stories.test.tsx')
const outFile = join(root, '.vitest-attachments/visual-review.html')
const suffix = '-chromium-linux.png'

/** The sample banners, as the storefront ships their logos. */
const banners = readdirSync(join(root, 'apps/storefront/public/banners')).sort()

export interface Reference {
  /** The story's file name without the platform suffix. */
  name: string
  /** `Screens / Checkout / Payment` → `screens-checkout-payment`; kit: `forms-radio`. */
  group: string
  /** The banner the name carries, or `all banners` (kit stories show every banner). */
  banner: string
}

/** Where a reference belongs on the page, from its file name. */
export function classify(file: string, bannerIds: readonly string[] = banners): Reference {
  const name = file.endsWith(suffix) ? file.slice(0, -suffix.length) : file.replace(/\.png$/, '')
  const parts = name.split('-')
  const group = parts.slice(0, parts[0] === 'screens' ? 3 : 2).join('-')
  const banner = parts.find((part) => bannerIds.includes(part)) ?? 'all banners'
  return { name, group, banner }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  )

const image = (path: string, label: string) =>
  `<figure><img loading="lazy" src="${escapeHtml(relative(join(outFile, '..'), path))}" alt="${escapeHtml(label)}"><figcaption>${escapeHtml(label)}</figcaption></figure>`

/** The differences of the last run: an actual newer than its reference. */
function differences(): { name: string; reference: string; actual: string; diff?: string }[] {
  if (!existsSync(attachmentDir)) return []
  return readdirSync(attachmentDir)
    .filter((file) => file.endsWith(`-actual${suffix}`))
    .flatMap((file) => {
      const name = file.slice(0, -`-actual${suffix}`.length)
      const actual = join(attachmentDir, file)
      const reference = join(referenceDir, `${name}${suffix}`)
      const diff = join(attachmentDir, `${name}-diff${suffix}`)
      // An actual older than its reference is from a run before the reference was updated.
      if (existsSync(reference) && statSync(actual).mtimeMs < statSync(reference).mtimeMs) return []
      return [{ name, reference, actual, ...(existsSync(diff) ? { diff } : {}) }]
    })
}

export function reviewPage(): { html: string; references: number; differences: number } {
  const files = readdirSync(referenceDir)
    .filter((file) => file.endsWith('.png'))
    .sort()
  const groups = new Map<string, Map<string, Reference[]>>()
  for (const file of files) {
    const reference = classify(file)
    const byBanner = groups.get(reference.group) ?? new Map<string, Reference[]>()
    byBanner.set(reference.banner, [...(byBanner.get(reference.banner) ?? []), reference])
    groups.set(reference.group, byBanner)
  }
  const changed = differences()
  const changedHtml = changed.length
    ? `<section id="differences"><h2>Differences of the last run (${changed.length})</h2>${changed
        .map(
          (d) =>
            `<div class="pair"><h3>${escapeHtml(d.name)}</h3><div class="row">${existsSync(d.reference) ? image(d.reference, 'before (reference)') : '<p>no reference yet</p>'}${image(d.actual, 'after (actual)')}${d.diff ? image(d.diff, 'diff') : ''}</div></div>`,
        )
        .join('')}</section>`
    : '<p>No differences from the last visual run.</p>'
  const toc = [...groups.keys()].map((g) => `<a href="#${g}">${escapeHtml(g)}</a>`).join(' · ')
  const body = [...groups.entries()]
    .map(
      ([group, byBanner]) =>
        `<section id="${group}"><h2>${escapeHtml(group)}</h2>${[...byBanner.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(
            ([banner, refs]) =>
              `<h3>${escapeHtml(banner)}</h3><div class="row">${refs.map((r) => image(join(referenceDir, `${r.name}${suffix}`), r.name)).join('')}</div>`,
          )
          .join('')}</section>`,
    )
    .join('')
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Visual references</title><style>
body{font:14px system-ui,sans-serif;margin:1.5rem;color:#151916}h2{margin:2rem 0 .5rem}h3{margin:1rem 0 .5rem;font-size:1rem}
.row{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}figure{margin:0;max-width:420px}
img{max-width:100%;border:1px solid #c3c9c5;background:#fff}figcaption{font-size:12px;color:#535d57;word-break:break-all}
#differences .row figure{max-width:32%}nav{line-height:1.8}</style></head><body>
<h1>Visual references (${files.length})</h1>${changedHtml}<nav>${toc}</nav>${body}</body></html>`
  return { html, references: files.length, differences: changed.length }
}

if (import.meta.main) {
  const { html, references, differences: count } = reviewPage()
  writeFileSync(outFile, html)
  console.log(`${references} references, ${count} differences: ${relative(root, outFile)}`)
}
