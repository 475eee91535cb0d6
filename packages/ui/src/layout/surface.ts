export {
  SurfaceHeader as Header,
  type SurfaceHeaderProps as HeaderProps,
} from './surface-header.js'
export { SurfaceRoot as Root, type SurfaceRootProps as RootProps } from './surface-root.js'
export { SurfaceTitle as Title, type SurfaceTitleProps as TitleProps } from './surface-title.js'
