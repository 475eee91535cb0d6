import { ark } from '@ark-ui/react/factory'
import { type ComponentProps, forwardRef } from 'react'
import { withContext } from './site-header-style-context.js'

const Image = withContext(ark.img, 'logo')

export type SiteHeaderLogoProps = Omit<ComponentProps<typeof Image>, 'width' | 'height'> & {
  /** The banner's logo image. */
  src: string
  /** The banner's name: the logo is the only content of the link home. */
  alt: string
  /** Intrinsic width in CSS pixels; with `height` it reserves the space, so nothing shifts. */
  width: number
  /** Intrinsic height in CSS pixels; the logo is shown 40 px high at the same ratio. */
  height: number
}

/** The banner's logo, 40 px high, its width from its own ratio. */
export const SiteHeaderLogo = forwardRef<HTMLImageElement, SiteHeaderLogoProps>(
  function SiteHeaderLogo(props, ref) {
    return <Image ref={ref} {...(props as ComponentProps<typeof Image>)} />
  },
)
