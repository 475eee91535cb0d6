// After tsup: writes dist/banners/<id>.css, one banner's token overrides each (see
// src/theme/banner-css.ts), from the banner files of @aisle/banners.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { bannerCss } from '../dist/theme/banner-css.js'
import { bannerThemes } from '../dist/theme/banners/index.js'

const out = new URL('../dist/banners/', import.meta.url)
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })
for (const theme of bannerThemes) writeFileSync(new URL(`${theme.id}.css`, out), bannerCss(theme))
