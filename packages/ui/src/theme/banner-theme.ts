import { semanticTokens } from './semantic-tokens.js'

type Leaf = { value: string; description: string }

/** A partial map over the semantic tokens: each overridden role gets a new value. */
export type SemanticOverrides<T = typeof semanticTokens> = {
  [K in keyof T]?: T[K] extends Leaf ? string : SemanticOverrides<T[K]>
}

/** A banner's theme: a partial override of the semantic tokens, switched by `data-banner`. */
export interface BannerTheme {
  /** Id used in `data-banner="<id>"`; lower-case letters, digits and dashes. */
  id: string
  /** Human name, shown in Storybook's banner switcher. */
  name: string
  /** Semantic token values that differ from the base theme. */
  overrides: SemanticOverrides
}

const bannerIdPattern = /^[a-z][a-z0-9-]*$/

/** Typed identity with run-time checks: unknown roles fail loudly with the banner's name. */
export function defineBannerTheme(theme: BannerTheme): BannerTheme {
  if (!bannerIdPattern.test(theme.id)) {
    throw new Error(`Banner "${theme.id}": id must match ${bannerIdPattern}`)
  }
  checkKnown(theme.id, theme.overrides, semanticTokens, [])
  return theme
}

function isLeaf(node: unknown): node is Leaf {
  return typeof node === 'object' && node !== null && 'value' in node
}

function checkKnown(banner: string, overrides: object, base: object, path: string[]): void {
  for (const [key, value] of Object.entries(overrides)) {
    const next = (base as Record<string, unknown>)[key]
    const where = [...path, key].join('.')
    if (next === undefined) throw new Error(`Banner "${banner}": unknown token "${where}"`)
    if (isLeaf(next)) {
      if (typeof value !== 'string')
        throw new Error(`Banner "${banner}": "${where}" needs a string`)
    } else {
      checkKnown(banner, value as object, next as object, [...path, key])
    }
  }
}

/** The Panda condition name of a banner, used as `_<name>` in token values. */
export const bannerCondition = (id: string) => `banner_${id.replaceAll('-', '_')}`

/** Panda conditions: one per banner, matching the `data-banner` attribute on any ancestor. */
export function bannerConditions(banners: readonly BannerTheme[]): Record<string, string> {
  return Object.fromEntries(
    banners.map((b) => [bannerCondition(b.id), `[data-banner=${b.id}] &, &[data-banner=${b.id}]`]),
  )
}

/**
 * Deep-merges the banners' overrides onto the base semantic tokens as conditional
 * values, so Panda emits one block of CSS variables per banner and switching the
 * attribute re-themes without a re-render.
 */
export function themedSemanticTokens(banners: readonly BannerTheme[]) {
  return mergeNode(semanticTokens, banners, [])
}

function mergeNode(node: object, banners: readonly BannerTheme[], path: string[]): object {
  if (isLeaf(node)) {
    const overrides = banners.map((banner) =>
      path.reduce<unknown>(
        (at, key) => (at as Record<string, unknown> | undefined)?.[key],
        banner.overrides,
      ),
    )
    if (!overrides.some((o) => typeof o === 'string')) return { ...node }
    // Once any banner overrides a role, every banner states its value: a banner scope
    // nested in another (side-by-side stories, embedded widgets) must not inherit it.
    const conditional: Record<string, string> = { base: node.value }
    banners.forEach((banner, i) => {
      const override = overrides[i]
      conditional[`_${bannerCondition(banner.id)}`] =
        typeof override === 'string' ? override : node.value
    })
    return { value: conditional, description: node.description }
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, child]) => [key, mergeNode(child, banners, [...path, key])]),
  )
}
