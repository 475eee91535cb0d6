import type { CSSProperties } from 'react'
import { css } from '#styled-system/css'
import type { BannerTheme } from '../theme/banner-theme.js'
import { bannerThemes } from '../theme/banners/index.js'
import { semanticTokens } from '../theme/semantic-tokens.js'

/** One semantic token: its category (`colors`), its path in it, description and base value. */
interface TokenRow {
  category: keyof typeof semanticTokens
  path: string[]
  description: string
  value: string
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** The CSS variable Panda emits for a token, e.g. `--colors-accent-solid-hover`. */
export const tokenVariable = (row: TokenRow) =>
  `--${[row.category, ...row.path].map(kebab).join('-')}`

function leaves(category: TokenRow['category']): TokenRow[] {
  const rows: TokenRow[] = []
  const walk = (node: object, path: string[]) => {
    if ('value' in node && 'description' in node) {
      rows.push({
        category,
        path,
        description: String(node.description),
        value: String(node.value),
      })
      return
    }
    for (const [key, child] of Object.entries(node)) walk(child as object, [...path, key])
  }
  walk(semanticTokens[category], [])
  return rows
}

/** The banner's own value for a token: its override, or the base value. */
function bannerValue(banner: BannerTheme, row: TokenRow): { value: string; overridden: boolean } {
  const override = [row.category, ...row.path].reduce<unknown>(
    (at, key) => (at as Record<string, unknown> | undefined)?.[key],
    banner.overrides,
  )
  return typeof override === 'string'
    ? { value: override, overridden: true }
    : { value: row.value, overridden: false }
}

const table = css({
  width: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': {
    textAlign: 'start',
    verticalAlign: 'top',
    p: '2',
    borderBottomWidth: 'thin',
    borderBottomStyle: 'solid',
    borderBottomColor: 'border.default',
  },
})
const caption = css({ textAlign: 'start', fontWeight: 'heading', fontSize: 'lg', py: '2' })
const name = css({ fontFamily: 'mono', fontSize: 'xs' })
const muted = css({ color: 'fg.muted', fontSize: 'xs' })
const cell = css({ bg: 'bg.canvas' })
const stack = css({ display: 'grid', gap: '1', justifyItems: 'start' })
const reference = css({ fontFamily: 'mono', fontSize: 'xs', color: 'fg.muted' })
const changed = css({ fontFamily: 'mono', fontSize: 'xs', fontWeight: 'bold', color: 'fg.default' })
const box = css({
  width: '12',
  height: '8',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border.default',
  bg: 'bg.surface',
})

/** A live sample of the token: it reads the CSS variable inside the cell's banner scope. */
function Sample({ row }: { row: TokenRow }) {
  const v = `var(${tokenVariable(row)})`
  const style: Record<TokenRow['category'], CSSProperties> = {
    colors: { background: v },
    radii: { borderRadius: v },
    shadows: { boxShadow: v, border: 'none' },
    fonts: { fontFamily: v, width: 'auto', height: 'auto', border: 'none', fontSize: '1.25rem' },
    fontWeights: { fontWeight: v, width: 'auto', height: 'auto', border: 'none' },
    durations: { display: 'none' },
    spacing: { width: v, height: '0.5rem', background: 'var(--colors-fg-muted)', border: 'none' },
  }
  const text = row.category === 'fonts' || row.category === 'fontWeights' ? 'Aa Bb' : null
  return (
    <span className={box} style={style[row.category]} aria-hidden="true">
      {text}
    </span>
  )
}

/** Strips the braces of a token reference: `{colors.green.700}` reads `green.700`. */
const readable = (value: string) => value.replace(/^\{[a-zA-Z]+\.(.+)\}$/, '$1')

export interface TokenTableProps {
  /** The token category to list. */
  category: TokenRow['category']
  /** The table's caption. */
  title: string
}

/**
 * Every semantic token of a category, one column per banner. Each cell is its own
 * `data-banner` scope, so the samples show the compiled CSS, not a copy of it.
 */
export function TokenTable({ category, title }: TokenTableProps) {
  const rows = leaves(category)
  return (
    <table className={table}>
      <caption className={caption}>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          {bannerThemes.map((banner) => (
            <th key={banner.id} scope="col">
              {banner.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.path.join('.')}>
            <th scope="row">
              <div className={name}>
                {category}.{row.path.join('.')}
              </div>
              <div className={muted}>{row.description}</div>
            </th>
            {bannerThemes.map((banner) => {
              const { value, overridden } = bannerValue(banner, row)
              return (
                <td key={banner.id} data-banner={banner.id} className={cell}>
                  <div className={stack}>
                    <Sample row={row} />
                    <span className={overridden ? changed : reference}>{readable(value)}</span>
                  </div>
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Every category of semantic tokens, in the order of semantic-tokens.ts. */
export const tokenCategories = Object.keys(semanticTokens) as TokenRow['category'][]
