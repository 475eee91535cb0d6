import type { ModalityFee, ModalityOption, ModalityType } from '@aisle/api'
import { SAME_DAY_PICKUP_TIMELINE, SHIP_TIMELINE } from './membership-text.js'
import { slotFeeText } from './selector-delivery.js'

/** The delivery option groups (shopping-method-selector.md §2 "Delivery option groups"). */
export function deliveryGroupLabel(
  subOption: NonNullable<ModalityOption['deliverySubOption']>,
  bannerTitle: string,
): string {
  switch (subOption) {
    // The retailer's own delivery: 'Delivery by Kroger' names the banner.
    case 'KROGER_DELIVERY':
      return `Delivery by ${bannerTitle}`
    case 'ALL_DELIVERY':
      return 'All Delivery Providers'
    case 'DELIVERY':
      return 'Delivery'
    case 'SHIP':
      return 'Ship'
  }
}

export interface DeliveryChoice {
  /** `${modalityType}:${deliverySubOption}`, unique within the options. */
  value: string
  modalityType: 'DELIVERY' | 'SHIP'
  label: string
  /** The delivery timeline copy: ship reads 'As soon as 1-3 days' (§9). */
  timeline: string | undefined
  /** What the option costs this shopper (§1, §6); undefined when the options name no fee. */
  fee: string | undefined
  option: ModalityOption
}

/**
 * The fee a shopper sees (shopping-method-selector.md §1, §6): membership-active customers
 * see the reduced membership-specific fee, named with the banner's membership and beside
 * the regular one; everyone else sees the regular fee. A zero fee reads 'Free' (§9). The
 * wording is ours: the spec states the rule, not its text.
 *
 * @param membershipName the banner's membership name when the shopper's membership is
 *   active, otherwise undefined.
 */
export function modalityFeeText(
  fee: ModalityFee | undefined,
  membershipName: string | undefined,
): string | undefined {
  if (fee === undefined) return undefined
  const regular = slotFeeText(fee.regular)
  if (
    membershipName !== undefined &&
    fee.membership !== undefined &&
    fee.membership < fee.regular
  ) {
    return `${membershipName} member fee: ${slotFeeText(fee.membership)} (regular ${regular})`
  }
  return `Fee: ${regular}`
}

/**
 * Delivery and ship options as radio choices, in the spec's group order (§2), each with
 * the fee this shopper pays (`membershipName` as for `modalityFeeText`).
 */
export function deliveryChoices(
  options: Partial<Record<ModalityType, ModalityOption[]>>,
  bannerTitle: string,
  membershipName?: string,
): DeliveryChoice[] {
  const order = ['KROGER_DELIVERY', 'ALL_DELIVERY', 'DELIVERY', 'SHIP'] as const
  const choices: DeliveryChoice[] = []
  for (const modalityType of ['DELIVERY', 'SHIP'] as const) {
    for (const option of options[modalityType] ?? []) {
      const subOption = option.deliverySubOption ?? (modalityType === 'SHIP' ? 'SHIP' : 'DELIVERY')
      choices.push({
        value: `${modalityType}:${subOption}`,
        modalityType,
        label: deliveryGroupLabel(subOption, bannerTitle),
        timeline: modalityType === 'SHIP' ? SHIP_TIMELINE : undefined,
        fee: modalityFeeText(option.fee, membershipName),
        option,
      })
    }
  }
  const rank = (c: DeliveryChoice) =>
    order.indexOf((c.value.split(':')[1] ?? 'DELIVERY') as (typeof order)[number])
  return choices.sort((a, b) => rank(a) - rank(b))
}

/**
 * The primary button of the delivery options (§2 "Buttons and labels seen"): with the
 * retailer's own delivery selected it reads 'Shop {banner} Delivery', otherwise 'Start
 * Shopping'. Which option takes the banner's name is our reading of the two labels.
 */
export function startShoppingLabel(selectedValue: string | undefined, bannerTitle: string): string {
  return selectedValue?.endsWith(':KROGER_DELIVERY')
    ? `Shop ${bannerTitle} Delivery`
    : 'Start Shopping'
}

/**
 * A store's timeline copy in the store menu (§9 "Same-day pickup has its own copy"): a
 * pickup store marked same-day says so; other stores and modalities say nothing.
 */
export function storeTimeline(option: ModalityOption, modality: ModalityType): string | undefined {
  return modality === 'PICKUP' && option.sameDayPickup === true
    ? SAME_DAY_PICKUP_TIMELINE
    : undefined
}
