import { type ShoppingMethodSelector, startShoppingLabel } from '@aisle/flows'
import { Button, RadioTileGroup, Stack } from '@aisle/ui'
import { useBanner } from '../../banner-context'
import { selectorLabels } from './selector-texts'

/**
 * The delivery option groups as radios; 'Start Shopping' is enabled once one is
 * selected (shopping-method-selector.md §2, §4).
 */
export function DeliveryOptions({ selector }: { selector: ShoppingMethodSelector }) {
  const banner = useBanner()
  return (
    <Stack gap="4">
      <RadioTileGroup
        label={selectorLabels.deliveryOptions}
        items={selector.delivery.map((choice) => {
          // The timeline and the fee this shopper pays (members see theirs, §1, §6).
          const description = [choice.timeline, choice.fee].filter(Boolean).join(' · ')
          return {
            value: choice.value,
            title: choice.label,
            ...(description ? { description } : {}),
          }
        })}
        value={selector.state.selectedValue ?? null}
        onValueChange={({ value }) => {
          if (value !== null) selector.selectDelivery(value)
        }}
      />
      <Button
        disabled={!selector.canStartShopping}
        loading={selector.state.commit.status === 'saving'}
        onClick={selector.startShopping}
      >
        {startShoppingLabel(selector.state.selectedValue, banner.title)}
      </Button>
    </Stack>
  )
}
