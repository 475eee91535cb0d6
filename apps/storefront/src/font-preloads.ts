/**
 * The web fonts a banner's first screen draws with, for the HTML the build writes per banner
 * (vite.config.ts, `prerenderedPages`) to preload: without the hint the browser asks for a
 * font only once the page's text is laid out, paints it in the fallback meanwhile (the kit's
 * faces are `font-display: swap`) and moves the text when the font arrives (layout shift).
 * The body face at 400 and 600 (buttons, labels; a face without 600 draws it at 700) and
 * the heading face at 700, as the pages use them.
 */
export function bannerFontFiles(css: string, assets: readonly string[]): string[] {
  const family = (role: 'body' | 'heading') =>
    [...css.matchAll(new RegExp(`--fonts-${role}:\\s*var\\(--fonts-([a-z]+)\\)`, 'g'))].at(-1)?.[1]
  const file = (face: string | undefined, weight: number) =>
    face === undefined
      ? undefined
      : assets.find((asset) =>
          new RegExp(`(^|/)${face}-latin-${weight}-normal-[\\w-]+\\.woff2$`).test(asset),
        )
  const body = family('body')
  const heading = family('heading')
  const files = [file(body, 400), file(body, 600) ?? file(body, 700), file(heading, 700)]
  return [...new Set(files.filter((f) => f !== undefined))]
}

/** `<link rel="preload" as="font">` lines for `files` under `base` (fonts load with CORS). */
export function fontPreloadLinks(files: readonly string[], base = '/'): string {
  return files
    .map(
      (file) =>
        `    <link rel="preload" as="font" type="font/woff2" crossorigin href="${base}${file}">\n`,
    )
    .join('')
}
