import { defineConfig } from '@pandacss/dev'
import { createAislePreset } from './packages/ui/src/preset.js'
import config from './panda.kit.config.js'

/**
 * The kit's CSS with no banner at all (`@aisle/ui/base.css`): every recipe and the base
 * theme. It is the same bytes whatever the number of banners; each banner's overrides
 * ship apart (`@aisle/ui/banners/<id>.css`), so a shopper loads the base and one banner.
 * No reset and no document styles: those are `@aisle/ui/reset.css`, which a host may omit.
 */
export default defineConfig({
  ...config,
  presets: ['@pandacss/preset-base', createAislePreset([])],
})
