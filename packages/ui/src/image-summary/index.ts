export { ImageSummary, type ImageSummaryImage, type ImageSummaryProps } from './image-summary.js'
export {
  formatImageOverflow,
  IMAGE_SUMMARY_BADGE_CAP,
  IMAGE_SUMMARY_DEFAULT_MAX,
  type ImageSummarySplit,
  splitImageSummary,
} from './image-summary-count.js'
