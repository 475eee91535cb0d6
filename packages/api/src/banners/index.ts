export {
  type BannerRecord,
  bannerRecordIssues,
  bannerRecordSchema,
  type HostApplication,
  hostApplicationSchema,
  membershipPlanCodeSchema,
  type PhoneNumber,
  phoneNumberSchema,
} from './banner-record.js'
export { banners, copperline, greenleaf, hilltop, toBannerRecord } from './banners.js'
