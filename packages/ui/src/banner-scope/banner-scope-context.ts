import { createContext } from '@ark-ui/react/utils'

/** A banner's logo image. */
export interface BannerLogo {
  /** URL of the logo image. */
  src: string
  /** Alternative text. @default the banner's `name` */
  alt?: string | undefined
  /** Intrinsic width in CSS pixels, so nothing shifts while it loads. @default undefined */
  width?: number | undefined
  /** Intrinsic height in CSS pixels. @default undefined */
  height?: number | undefined
}

/**
 * What the kit shows of a banner. The app fills it from its banner registry (in Aisle,
 * `@aisle/api`'s banner record: `id`, `title`, `logo`); ui never reads the registry itself.
 */
export interface BannerPresentation {
  /** The theme id, set as `data-banner`; a theme of that id must be in the Panda preset. */
  id: string
  /** The banner's name: the logo's alternative text, or the wordmark when there is no logo. */
  name: string
  /** The logo image; without it `Logo` shows `name` as a wordmark. @default undefined */
  logo?: BannerLogo | undefined
}

export const [BannerScopeProvider, useBannerScope] = createContext<BannerPresentation>({
  name: 'BannerScopeContext',
  hookName: 'useBannerScope',
  providerName: '<BannerScope>',
})
