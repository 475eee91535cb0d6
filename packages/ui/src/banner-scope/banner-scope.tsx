import { ark, type HTMLArkProps } from '@ark-ui/react/factory'
import { forwardRef } from 'react'
import { type BannerPresentation, BannerScopeProvider } from './banner-scope-context.js'

export interface BannerScopeProps extends HTMLArkProps<'div'> {
  /** The banner whose theme and presentation apply inside. */
  banner: BannerPresentation
  /** Set `data-banner` on the only child instead of wrapping it in a `<div>`. @default false */
  asChild?: boolean | undefined
}

/**
 * Themes everything inside as `banner`: sets `data-banner` (which switches the semantic
 * tokens in CSS, with no re-render) and hands the banner to `useBannerScope` and `Logo`.
 */
export const BannerScope = forwardRef<HTMLDivElement, BannerScopeProps>(function BannerScope(
  { banner, ...rest },
  ref,
) {
  return (
    <BannerScopeProvider value={banner}>
      <ark.div ref={ref} data-banner={banner.id} {...rest} />
    </BannerScopeProvider>
  )
})
