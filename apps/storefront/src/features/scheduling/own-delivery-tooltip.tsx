// The toggle's tooltip, loaded after the page: its positioning code is not needed to choose a time.
import { IconButton, InfoIcon, Tooltip, type TooltipShowOnceStorage } from '@aisle/ui'

export interface OwnDeliveryTooltipProps {
  content: string
  showOnceKey: string
  storage: TooltipShowOnceStorage
}

export default function OwnDeliveryTooltip({
  content,
  showOnceKey,
  storage,
}: OwnDeliveryTooltipProps) {
  return (
    <Tooltip content={content} showOnceKey={showOnceKey} storage={storage}>
      <IconButton label={content} variant="ghost" size="sm">
        <InfoIcon />
      </IconButton>
    </Tooltip>
  )
}
