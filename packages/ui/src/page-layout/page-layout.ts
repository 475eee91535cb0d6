export {
  PageLayoutAside as Aside,
  type PageLayoutAsideProps as AsideProps,
} from './page-layout-aside.js'
export {
  PageLayoutBody as Body,
  type PageLayoutBodyProps as BodyProps,
} from './page-layout-body.js'
export {
  PageLayoutContent as Content,
  type PageLayoutContentProps as ContentProps,
} from './page-layout-content.js'
export {
  PageLayoutMain as Main,
  type PageLayoutMainProps as MainProps,
} from './page-layout-main.js'
export {
  PageLayoutRoot as Root,
  type PageLayoutRootProps as RootProps,
} from './page-layout-root.js'
export {
  PageLayoutSkipLink as SkipLink,
  type PageLayoutSkipLinkProps as SkipLinkProps,
} from './page-layout-skip-link.js'
export {
  PageLayoutTitle as Title,
  type PageLayoutTitleProps as TitleProps,
} from './page-layout-title.js'
