import type { DeliveryFilter, Scheduling } from '@aisle/flows'
import {
  ownDeliveryToggleLabel,
  ownDeliveryTooltip,
  ownDeliveryTooltipKey,
  schedulingText,
} from '@aisle/flows'
import {
  IconButton,
  InfoIcon,
  Inline,
  RadioGroup,
  Switch,
  Tooltip,
  type TooltipShowOnceStorage,
} from '@aisle/ui'
import './scheduling.css'

export interface DeliveryFiltersProps {
  scheduling: Pick<
    Scheduling,
    'chips' | 'showOwnDeliveryToggle' | 'selection' | 'setFilter' | 'userId' | 'quotes'
  >
  bannerTitle: string
  /** Where the tooltip's "shown" mark is kept. @default window.localStorage */
  storage?: TooltipShowOnceStorage | undefined
  /** The chips (under 'Delivery Options') or the toggle (under 'Day and Time'). */
  part: 'chips' | 'toggle'
}

/**
 * 'Delivery Options' chips (All, the banner's own Delivery, 'Under $5') and the toggle
 * 'Show only {banner} Delivery' with its once-per-user tooltip (checkout.md §2).
 */
export function DeliveryFilters({ scheduling, bannerTitle, storage, part }: DeliveryFiltersProps) {
  const { chips, selection } = scheduling
  if (part === 'chips') {
    if (chips.length === 0) return null
    // 'Under $5' shows once the quotes have a slot under $5 (checkout.md §2). Until they are
    // in, its place is held by an invisible, disabled copy, so a chip wrapping onto a second
    // line when they arrive does not push the times down.
    const heldUnderFive =
      scheduling.quotes.status === 'loading' && !chips.some((chip) => chip.value === 'under5')
    return (
      // The section's heading says 'Delivery Options'; the group's own label does not repeat it.
      <RadioGroup.Root
        orientation="horizontal"
        value={selection.filter}
        onValueChange={({ value }) => value && scheduling.setFilter(value as DeliveryFilter)}
      >
        <RadioGroup.Label>{schedulingText.deliveryFilterLabel}</RadioGroup.Label>
        <RadioGroup.Items>
          {chips.map((chip) => (
            <FilterChip key={chip.value} value={chip.value} label={chip.label} />
          ))}
          {heldUnderFive ? (
            <FilterChip value="under5" label={schedulingText.filterUnderFive} held />
          ) : null}
        </RadioGroup.Items>
      </RadioGroup.Root>
    )
  }
  if (!scheduling.showOwnDeliveryToggle) return null
  const tooltip = ownDeliveryTooltip(bannerTitle)
  // The tooltip's button beside the toggle it explains; it opens on hover or focus, and its
  // code loads then (the kit's Tooltip). Until the shopper's id is known, which names the
  // record of its first showing, its place is held so nothing moves when it appears.
  return (
    <Inline gap="2" wrap={false}>
      <Switch
        label={ownDeliveryToggleLabel(bannerTitle)}
        checked={selection.filter === 'own'}
        onCheckedChange={({ checked }) => scheduling.setFilter(checked ? 'own' : 'all')}
      />
      {scheduling.userId === undefined ? (
        <span aria-hidden="true" className="own-delivery-tooltip-place" />
      ) : (
        <Tooltip
          content={tooltip}
          showOnceKey={ownDeliveryTooltipKey(scheduling.userId)}
          storage={storage ?? globalThis.localStorage}
        >
          <IconButton label={tooltip} variant="ghost" size="sm">
            <InfoIcon />
          </IconButton>
        </Tooltip>
      )}
    </Inline>
  )
}

export default DeliveryFilters

/** One chip; `held`: not shown and not reachable, only keeping its place in the row. */
function FilterChip({
  value,
  label,
  held = false,
}: {
  value: string
  label: string
  held?: boolean
}) {
  return (
    <RadioGroup.Item
      value={value}
      disabled={held}
      {...(held ? { 'aria-hidden': true, className: 'delivery-filter-held' } : {})}
    >
      <RadioGroup.ItemControl />
      <RadioGroup.ItemBody>
        <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
      </RadioGroup.ItemBody>
      <RadioGroup.ItemHiddenInput />
    </RadioGroup.Item>
  )
}
