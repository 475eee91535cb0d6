export { Tooltip, type TooltipProps } from './tooltip.js'
export {
  shouldShowOnce,
  type TooltipShowOnceOptions,
  type TooltipShowOnceStorage,
} from './tooltip-show-once.js'
