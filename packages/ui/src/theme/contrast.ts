// Colour contrast (WCAG 2.2) and a brand palette that meets it. No imports, so the
// banner generator (`npm run new-banner`) runs this file as it is.

/** An sRGB colour, channels 0–255. */
export type Rgb = readonly [number, number, number]

/** WCAG 2.2 AA: 4.5:1 for text, 3:1 for controls, their outlines and the focus ring. */
export const AA_TEXT = 4.5
export const AA_NON_TEXT = 3

/** `#rgb` or `#rrggbb` (any case) to channels; throws on anything else. */
export function parseHex(hex: string): Rgb {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!m?.[1]) throw new Error(`"${hex}" is not a #rgb or #rrggbb colour`)
  const digits = m[1].length === 3 ? [...m[1]].map((d) => d + d).join('') : m[1]
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb
}

export const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`

/** Relative luminance (WCAG 2.2, "relative luminance"). */
export function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as unknown as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** Contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(parseHex(a)), luminance(parseHex(b))].sort((x, y) => y - x) as [
    number,
    number,
  ]
  return (hi + 0.05) / (lo + 0.05)
}

/** `a` mixed with `b`: `t` = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [parseHex(a), parseHex(b)]
  return toHex(x.map((c, i) => c + ((y[i] ?? c) - c) * t) as unknown as Rgb)
}

/** The brand colour, darkened in small steps until it has `ratio` against `against`. */
export function darkenUntil(brand: string, against: string, ratio: number): string {
  for (let step = 0; step <= 100; step += 1) {
    const candidate = mix(brand, '#000000', step / 100)
    if (contrast(candidate, against) >= ratio) return candidate
  }
  return '#000000'
}

/** The accent roles a banner's brand colour sets (semantic tokens `colors.accent.*` and the focus ring). */
export interface BrandPalette {
  solid: string
  solidHover: string
  onSolid: string
  subtle: string
  subtleHover: string
  text: string
  border: string
  focusRing: string
}

/**
 * A full accent palette from one brand colour, for white surfaces and white text on the
 * fill: the fill and accent text reach 4.5:1 (with a small margin for rounding), the
 * outline and the focus ring 3:1, and accent text keeps 4.5:1 on the soft tints too.
 */
export function brandPalette(brand: string, surface = '#ffffff'): BrandPalette {
  const base = toHex(parseHex(brand))
  const solid = darkenUntil(base, surface, AA_TEXT + 0.1)
  const subtle = mix(base, surface, 0.92)
  const subtleHover = mix(base, surface, 0.84)
  return {
    solid,
    solidHover: mix(solid, '#000000', 0.2),
    onSolid: surface,
    subtle,
    subtleHover,
    text: darkenUntil(solid, subtleHover, AA_TEXT + 0.1),
    border: darkenUntil(base, surface, AA_NON_TEXT + 0.1),
    focusRing: solid,
  }
}
