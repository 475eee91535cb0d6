export { Menu, type MenuItem, type MenuProps } from './menu.js'
export * as MenuParts from './menu-namespace.js'
