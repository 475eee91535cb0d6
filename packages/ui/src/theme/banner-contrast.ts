import type { BannerTheme } from './banner-theme.js'
import { AA_NON_TEXT, AA_TEXT, contrast } from './contrast.js'
import { semanticTokens } from './semantic-tokens.js'
import { tokens } from './tokens.js'

/** Which check a pair belongs to: text on a surface, a control on a surface, the focus ring. */
export type ContrastKind = 'text' | 'control' | 'focus'

/** A foreground and a background role (paths under `colors`) that must reach `min`. */
export interface ContrastPair {
  kind: ContrastKind
  fg: string
  bg: string
  min: number
}

const surfaces = ['bg.surface', 'bg.canvas']
const onSurfaces = (kind: ContrastKind, fg: string, min: number): ContrastPair[] =>
  surfaces.map((bg) => ({ kind, fg, bg, min }))

/**
 * The token pairs every banner must meet (WCAG 2.2 AA): body, muted, accent and status
 * text on the surfaces (4.5:1); text on the fills and tints it sits on (4.5:1); the
 * primary fill, control outlines and the selected outline on the surfaces (3:1); the
 * focus ring on the surfaces (3:1).
 */
export const contrastPairs: readonly ContrastPair[] = [
  ...[
    'fg.default',
    'fg.muted',
    'accent.text',
    'danger.fg',
    'success.fg',
    'warning.fg',
    'info.fg',
  ].flatMap((fg) => onSurfaces('text', fg, AA_TEXT)),
  { kind: 'text', fg: 'accent.onSolid', bg: 'accent.solid', min: AA_TEXT },
  { kind: 'text', fg: 'accent.onSolid', bg: 'accent.solidHover', min: AA_TEXT },
  { kind: 'text', fg: 'accent.text', bg: 'accent.subtle', min: AA_TEXT },
  { kind: 'text', fg: 'accent.text', bg: 'accent.subtleHover', min: AA_TEXT },
  { kind: 'text', fg: 'fg.default', bg: 'accent.subtle', min: AA_TEXT },
  { kind: 'text', fg: 'fg.default', bg: 'bg.subtle', min: AA_TEXT },
  { kind: 'text', fg: 'fg.inverse', bg: 'danger.solid', min: AA_TEXT },
  ...['success', 'warning', 'danger', 'info'].map(
    (tone): ContrastPair => ({ kind: 'text', fg: `${tone}.fg`, bg: `${tone}.bg`, min: AA_TEXT }),
  ),
  ...['accent.solid', 'border.control', 'accent.border'].flatMap((fg) =>
    onSurfaces('control', fg, AA_NON_TEXT),
  ),
  ...onSurfaces('focus', 'focusRing', AA_NON_TEXT),
]

const at = (node: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((n, key) => (n as Record<string, unknown> | undefined)?.[key], node)

/** A colour value to `#rrggbb`: a `{colors.…}` reference is looked up in the base tokens. */
function resolve(banner: string, role: string, value: string): string {
  const ref = /^\{colors\.([^}]+)\}$/.exec(value)?.[1]
  const resolved = ref ? (at(tokens.colors, ref.split('.')) as { value?: string })?.value : value
  if (typeof resolved !== 'string' || !/^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(resolved)) {
    throw new Error(
      `Banner "${banner}": colors.${role} "${value}" is not a #rrggbb colour or colour token`,
    )
  }
  return resolved
}

/** The banner's value of a colour role (its override or the base), as `#rrggbb`. */
export function bannerColor(theme: BannerTheme, role: string): string {
  const path = role.split('.')
  const override = at(theme.overrides, ['colors', ...path])
  if (typeof override === 'string') return resolve(theme.id, role, override)
  const base = at(semanticTokens.colors, path) as { value?: string } | undefined
  if (typeof base?.value !== 'string') throw new Error(`No colour role "colors.${role}"`)
  return resolve(theme.id, role, base.value)
}

/** Every pair of `contrastPairs` below its minimum, one line each naming the banner. */
export function contrastIssues(theme: BannerTheme): string[] {
  return contrastPairs.flatMap(({ kind, fg, bg, min }) => {
    const ratio = contrast(bannerColor(theme, fg), bannerColor(theme, bg))
    return ratio >= min
      ? []
      : [`Banner "${theme.id}": ${kind} ${fg} on ${bg} is ${ratio.toFixed(2)}:1, below ${min}:1`]
  })
}
