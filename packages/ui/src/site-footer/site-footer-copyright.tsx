import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { withContext } from './site-footer-style-context.js'

/** The copyright line, in muted small text. */
export const SiteFooterCopyright = withContext(ark.p, 'copyright')
export type SiteFooterCopyrightProps = ComponentProps<typeof SiteFooterCopyright>
