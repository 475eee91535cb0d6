export { Link, type LinkProps } from './link.js'
export { externalRel } from './link-rel.js'
export { type RenderLink, type RenderLinkProps, renderAnchor } from './link-render.js'
