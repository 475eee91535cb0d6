export {
  type BannerRecord,
  bannerRecordSchema,
  type HostApplication,
  hostApplicationSchema,
  membershipPlanCodeSchema,
  type PhoneNumber,
  phoneNumberSchema,
} from './banner-record.js'
export { banners } from './banners.js'
export { copperline } from './copperline.js'
export { greenleaf } from './greenleaf.js'
export { hilltop } from './hilltop.js'
