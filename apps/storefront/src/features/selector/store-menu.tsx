import type { ModalityOption } from '@aisle/api'
import {
  formatMiles,
  type ShoppingMethodSelector,
  selectorText,
  storeTimeline,
  useRecentStores,
} from '@aisle/flows'
import { Button, CardRow, Stack, StoreResultCard } from '@aisle/ui'
import { useId, useMemo } from 'react'
import { useApiClient } from '../../api-client'

type Level = 2 | 3

function StoreCard({
  option,
  onChoose,
  busy,
  level,
  timeline,
}: {
  option: ModalityOption
  onChoose: (option: ModalityOption) => void
  busy: boolean
  level: Level
  /** The same-day pickup copy (§9), when the store has it. */
  timeline: string | undefined
}) {
  const { address } = option
  // A locker's tag names the locker; a counter store's names its same-day pickup.
  const tag = option.isLocker ? selectorText.lockerPickup : timeline
  // A cross-banner store with a web URL opens the other banner's site (§4).
  const label =
    option.isCrossBanner && option.externalNavigation
      ? selectorText.visitStore
      : selectorText.selectStore
  return (
    <StoreResultCard
      headingLevel={level === 2 ? 3 : 4}
      name={option.name ?? option.locationId}
      street={address ? [address.street, address.unit].filter(Boolean).join(', ') : ''}
      cityState={address ? `${address.locality}, ${address.region}` : ''}
      distance={option.distanceMiles === undefined ? '' : formatMiles(option.distanceMiles)}
      {...(tag === undefined ? {} : { tag })}
      actions={
        <Button
          size="sm"
          variant={label === selectorText.visitStore ? 'secondary' : 'primary'}
          disabled={busy}
          aria-label={`${label}: ${option.name ?? option.locationId}`}
          onClick={() => onChoose(option)}
        >
          {label}
        </Button>
      }
    />
  )
}

function Section({
  title,
  options,
  selector,
  level,
}: {
  title: string
  options: ModalityOption[]
  selector: ShoppingMethodSelector
  level: Level
}) {
  const id = useId()
  if (options.length === 0) return null
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <Stack asChild gap="3">
      <section aria-labelledby={id}>
        <Heading id={id}>{title}</Heading>
        <CardRow.Root aria-labelledby={id}>
          {options.map((option) => (
            <StoreCard
              key={option.locationId}
              option={option}
              onChoose={selector.chooseStore}
              busy={selector.busy}
              level={level}
              timeline={storeTimeline(option, selector.state.modality)}
            />
          ))}
        </CardRow.Root>
      </section>
    </Stack>
  )
}

/** 'Currently Shopping', 'More Results' and 'Recent Stores' (shopping-method-selector.md §2). */
export function StoreMenu({
  selector,
  level,
}: {
  selector: ShoppingMethodSelector
  /** The level of the section headings: one below the selector's heading. */
  level: Level
}) {
  const { menu } = selector
  const { options } = selector.state
  const known = useMemo(() => {
    const map = new Map<string, ModalityOption>()
    if (options.status === 'loaded') {
      for (const list of Object.values(options.options)) {
        for (const option of list) map.set(option.locationId, option)
      }
    }
    return map
  }, [options])
  // Stores the results do not describe come from the store locator.
  const recent = useRecentStores(useApiClient(), menu.recentStores, known)
  return (
    <Stack gap="6">
      <Section
        title={selectorText.currentlyShopping}
        options={menu.currentlyShopping ? [menu.currentlyShopping] : []}
        selector={selector}
        level={level}
      />
      <Section
        title={selectorText.moreResults}
        options={menu.moreResults}
        selector={selector}
        level={level}
      />
      <Section
        title={selectorText.recentStores}
        options={recent}
        selector={selector}
        level={level}
      />
    </Stack>
  )
}
