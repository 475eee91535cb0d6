import type { RenderLink } from '@aisle/ui'
import { Link } from 'react-router'

/** Draws the kit's navigation links as router links (no page load). */
export const routerLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />
