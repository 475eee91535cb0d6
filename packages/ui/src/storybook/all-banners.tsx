import type { ReactNode } from 'react'
import { css } from '#styled-system/css'
import type { BannerTheme } from '../theme/banner-theme.js'
import { bannerThemes } from '../theme/banners/index.js'

const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', lg: 'repeat(3, minmax(0, 1fr))' },
})
const panel = css({ bg: 'bg.canvas', p: '4', borderRadius: 'card', minWidth: '0' })
const label = css({ fontSize: 'xs', color: 'fg.muted', mb: '3', fontFamily: 'body' })

export interface AllBannersProps {
  /** Renders one banner's copy of the story; receives that banner. */
  children: (banner: BannerTheme) => ReactNode
}

/** Shows a story once per sample banner, side by side, each in its own `data-banner` scope. */
export function AllBanners({ children }: AllBannersProps) {
  return (
    <div className={grid}>
      {bannerThemes.map((banner) => (
        <section
          key={banner.id}
          data-banner={banner.id}
          className={panel}
          aria-label={`${banner.name} banner`}
        >
          <p className={label}>{banner.name}</p>
          {children(banner)}
        </section>
      ))}
    </div>
  )
}
