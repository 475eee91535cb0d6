export * from './account/account-navigation.js'
export * from './account/account-services.js'
export * from './account/find-store.js'
export * from './account/frame-texts.js'
export * from './account/membership-status.js'
export * from './account/profile-fields.js'
export * from './account/use-find-store.js'
export * from './address/index.js'
export * from './age-verification/age-verification.js'
export * from './age-verification/use-age-verification.js'
export {
  BANNER_PARAM,
  type BannerLocation,
  isBannerHost,
  pageTitle,
  REMEMBERED_BANNER_KEY,
  resolveBanner,
} from './banner/index.js'
export * from './cart/index.js'
export * from './checkout/index.js'
export * from './confirmation/index.js'
export * from './preferences/preference-texts.js'
export * from './preferences/preferences.js'
export * from './preferences/use-preferences.js'
export * from './purchases/index.js'
export * from './scheduling/index.js'
export * from './selector/index.js'
export * from './session/index.js'
export * from './wallet/index.js'
