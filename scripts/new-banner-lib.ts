// The banner generator's parts (scripts/new-banner.ts runs them; tests call them on a
// scratch copy). Node runs this file as it is: it imports only files without imports.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { bannerRecordIssues } from '../packages/api/src/banners/banner-record.ts'
import { AA_NON_TEXT, AA_TEXT, brandPalette, contrast } from '../packages/ui/src/theme/contrast.ts'

export interface NewBanner {
  /** `data-banner` value and registry id: lower-case letters, digits and dashes. */
  id: string
  /** Title: page titles, logo text, Storybook's switcher. */
  name: string
  /** Bare host name, e.g. `orchard.example`. */
  domain: string
  /** One brand colour, `#rrggbb`; the palette is derived from it. */
  color: string
}

/** Where the generator writes: the banner files and the storefront's public folder. */
export interface BannerFolders {
  /** packages/banners/src */
  banners: string
  /** apps/storefront/public */
  publicDir: string
}

const idPattern = /^[a-z][a-z0-9-]*$/

/** `fresh-mart` → `freshMart`: the banner file's export name. */
export const exportName = (id: string) =>
  id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())

/** A fictional 555-01xx number for the banner, stable per id: replace it before shipping. */
export function samplePhone(id: string, offset = 0): { e164: string; display: string } {
  let hash = 0
  for (const c of id) hash = (hash * 31 + c.charCodeAt(0)) % 9973
  const last = String((hash + offset) % 100).padStart(2, '0')
  return { e164: `+180055501${last}`, display: `1-800-555-01${last}` }
}

/** The banner file's content: its theme from the brand colour and a registry entry with defaults. */
export function bannerSource(banner: NewBanner) {
  const palette = brandPalette(banner.color)
  const { onSolid: _white, ...accent } = palette
  const { focusRing, ...accentRoles } = accent
  const phone = samplePhone(banner.id)
  return {
    id: banner.id,
    title: banner.name,
    theme: { colors: { accent: accentRoles, focusRing } },
    registry: {
      domain: banner.domain,
      logo: { asset: `/banners/${banner.id}/logo.svg`, width: 180, height: 40 },
      modalityCapabilities: { DELIVERY: true, IN_STORE: true, PICKUP: true, SHIP: false },
      storeLocatorBrand: banner.id.toUpperCase().replaceAll('-', '_'),
      tenantName: banner.id,
      xBannerName: banner.name.toLowerCase().replace(/[^a-z0-9]/g, ''),
      deliveryLabel: `${banner.name} Delivery`,
      membership: {
        name: 'Boost',
        plans: [
          { code: 'BST', title: 'Boost' },
          { code: 'BSTL', title: 'Boost Essential' },
        ],
      },
      accountMenu: {
        purchaseHistory: true,
        walletHidden: false,
        prescriptionsHidden: true,
        communityRewardsLabel: null,
        membershipLabel: 'Boost',
      },
      customerService: { default: phone, byHostApplication: {}, byDeliveryVendor: {} },
      footer: {
        copyrightHolder: banner.name,
        screenReaderLine: {
          text: 'Screen reader users who need help with this website may call',
          phone,
        },
      },
    },
  }
}

const quote = (s: string) => `'${s.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`
const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : quote(k))

/** A value as a TypeScript literal, objects and arrays one entry a line. */
export function literal(value: unknown, indent = ''): string {
  const inner = `${indent}  `
  if (typeof value === 'string') return quote(value)
  if (value === null || typeof value !== 'object') return String(value)
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]'
    return `[\n${value.map((v) => `${inner}${literal(v, inner)},`).join('\n')}\n${indent}]`
  }
  const entries = Object.entries(value)
  if (entries.length === 0) return '{}'
  return `{\n${entries.map(([k, v]) => `${inner}${key(k)}: ${literal(v, inner)},`).join('\n')}\n${indent}}`
}

/** What is wrong with the input or the result, one line each; empty when it can be written. */
export function newBannerIssues(banner: NewBanner, folders: BannerFolders): string[] {
  const issues: string[] = []
  if (!idPattern.test(banner.id)) issues.push(`--id "${banner.id}" must match ${idPattern}`)
  if (!banner.name.trim()) issues.push('--name is required')
  if (!/^#[0-9a-f]{6}$/i.test(banner.color))
    issues.push(`--color "${banner.color}" must be #rrggbb`)
  if (existsSync(join(folders.banners, `${banner.id}.js`)))
    issues.push(`Banner "${banner.id}" exists already (${banner.id}.js)`)
  if (issues.length > 0) return issues
  const source = bannerSource(banner)
  issues.push(...bannerRecordIssues({ id: source.id, title: source.title, ...source.registry }))
  const p = brandPalette(banner.color)
  const checks: Array<[string, string, string, number]> = [
    ['accent.onSolid on accent.solid', p.onSolid, p.solid, AA_TEXT],
    ['accent.onSolid on accent.solidHover', p.onSolid, p.solidHover, AA_TEXT],
    ['accent.text on the surface', p.text, '#ffffff', AA_TEXT],
    ['accent.text on accent.subtleHover', p.text, p.subtleHover, AA_TEXT],
    ['accent.border on the surface', p.border, '#ffffff', AA_NON_TEXT],
    ['focusRing on the surface', p.focusRing, '#ffffff', AA_NON_TEXT],
  ]
  for (const [what, fg, bg, min] of checks) {
    const ratio = contrast(fg, bg)
    if (ratio < min)
      issues.push(`Banner "${banner.id}": ${what} is ${ratio.toFixed(2)}:1 < ${min}:1`)
  }
  return issues
}

/** A placeholder logo: a square in the brand fill with the initial, then the name. */
export function placeholderLogo(banner: NewBanner): string {
  const { solid } = brandPalette(banner.color)
  const xml = (s: string) =>
    s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;')
  const initial = xml(banner.name.trim().charAt(0).toUpperCase())
  // Long names are squeezed into the 180 px box; short ones keep their natural width.
  const fit = banner.name.length > 15 ? ' textLength="138" lengthAdjust="spacingAndGlyphs"' : ''
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="40" viewBox="0 0 180 40" role="img" aria-label="${xml(banner.name)}">`,
    `  <rect x="2" y="6" width="28" height="28" rx="6" fill="${solid}"/>`,
    `  <text x="16" y="26" text-anchor="middle" font-family="Arial, sans-serif" font-size="16" font-weight="700" fill="#ffffff">${initial}</text>`,
    `  <text x="38" y="26" font-family="Arial, sans-serif" font-size="15" font-weight="700" fill="#151916"${fit}>${xml(banner.name)}</text>`,
    '</svg>',
    '',
  ].join('\n')
}

/**
 * Writes the banner file, lists it in the banners index and writes the placeholder logo.
 * Returns the paths written. Throws with every issue when the banner is not valid.
 */
export function writeBanner(banner: NewBanner, folders: BannerFolders): string[] {
  const issues = newBannerIssues(banner, folders)
  if (issues.length > 0) throw new Error(issues.join('\n'))
  const name = exportName(banner.id)
  const file = join(folders.banners, `${banner.id}.js`)
  writeFileSync(
    file,
    [
      '/**',
      ` * ${banner.name}: written by \`npm run new-banner\` from the brand colour ${banner.color}.`,
      ' * The accent palette meets WCAG AA on white; the phone numbers and the switches are',
      " * sample defaults to replace with the banner's own before it ships.",
      ' *',
      " * @type {import('./banner-source.js').BannerSource}",
      ' */',
      `export const ${name} = ${literal(bannerSource(banner))}`,
      '',
    ].join('\n'),
  )
  const index = join(folders.banners, 'index.js')
  const lines = readFileSync(index, 'utf8').split('\n')
  const lastImport = lines.findLastIndex((l) => l.startsWith('import '))
  lines.splice(lastImport + 1, 0, `import { ${name} } from './${banner.id}.js'`)
  const text = lines
    .join('\n')
    .replace(/(export const bannerSources = \[)([\s\S]*?)(\])/, (_, open, list: string, close) => {
      const items = list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
      return `${open}${[...items, name].join(', ')}${close}`
    })
  writeFileSync(index, text)
  const logoDir = join(folders.publicDir, 'banners', banner.id)
  mkdirSync(logoDir, { recursive: true })
  const logo = join(logoDir, 'logo.svg')
  writeFileSync(logo, placeholderLogo(banner))
  return [file, index, logo]
}
