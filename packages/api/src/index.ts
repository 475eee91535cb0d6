export {
  type BannerRecord,
  bannerRecordSchema,
  banners,
  copperline,
  greenleaf,
  type HostApplication,
  hilltop,
  hostApplicationSchema,
  membershipPlanCodeSchema,
  type PhoneNumber,
  phoneNumberSchema,
} from './banners/index.js'
export * from './card-entry/index.js'
export * from './contracts/index.js'
export * from './errors/index.js'
export { type Health, healthSchema } from './health.js'
export * from './transport/index.js'
