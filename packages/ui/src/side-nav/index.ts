export { SideNav, type SideNavGroup, type SideNavItem, type SideNavProps } from './side-nav.js'
