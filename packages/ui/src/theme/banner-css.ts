import { type BannerTheme, bannerCondition } from './banner-theme.js'

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** A token value as CSS: `{colors.blue.700}` becomes `var(--colors-blue-700)`, raw values stay. */
const cssValue = (value: string) =>
  value.replace(/\{([^}]+)\}/g, (_, ref: string) => `var(--${ref.split('.').map(kebab).join('-')})`)

function declarations(node: object, path: string[]): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`--${[...path, key].map(kebab).join('-')}: ${cssValue(value)}`]
      : declarations(value as object, [...path, key]),
  )
}

/**
 * One banner's own CSS: its semantic-token overrides as CSS variables on
 * `[data-banner=<id>]`, in Panda's `tokens` layer, the same variables and values the
 * kit's all-banners `styles.css` holds for it. Loaded after `@aisle/ui/base.css` (every
 * recipe, the base theme, no banner), it themes a page of that banner; a shopper
 * downloads the base and this file only, whatever the number of banners.
 */
export function bannerCss(theme: BannerTheme): string {
  const body = declarations(theme.overrides, [])
  const rule = body.length === 0 ? '' : `[data-banner=${theme.id}]{${body.join(';')}}`
  return `/* ${theme.name} (${bannerCondition(theme.id)}) */\n@layer tokens{${rule}}\n`
}
