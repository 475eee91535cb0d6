// Panda CSS for Storybook and the browser tests: fills the layers of .storybook/index.css
// from panda.config.ts. It lives here, not at the root, so the apps' own Vite builds are
// untouched; .storybook/main.ts and vitest.config.ts point `css.postcss` at this folder.
const path = require('node:path')

const root = path.join(__dirname, '..')

module.exports = {
  plugins: {
    '@pandacss/dev/postcss': { cwd: root, configPath: path.join(root, 'panda.config.ts') },
  },
}
