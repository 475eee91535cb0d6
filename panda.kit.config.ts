import { defineConfig } from '@pandacss/dev'
import config from './panda.config.js'

/**
 * `@aisle/ui/styles.css`: every recipe and every banner, with no reset and no document
 * styles, so it restyles nothing of the host's own. Those ship as `@aisle/ui/reset.css`.
 */
export default defineConfig({ ...config, preflight: false, globalCss: {} })
