import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { withContext } from './site-footer-style-context.js'

/** The line for screen-reader users with the banner's number; put the number in a `tel:` link. */
export const SiteFooterPhoneLine = withContext(ark.p, 'phoneLine')
export type SiteFooterPhoneLineProps = ComponentProps<typeof SiteFooterPhoneLine>
