import { type ComponentProps, forwardRef } from 'react'
import {
  ChoiceGroupContext,
  ChoiceGroupLabel,
  type ChoiceGroupProps,
  ChoiceHiddenInput,
  type ChoiceHiddenInputProps,
  ChoiceItem,
  ChoiceItemDescription,
  type ChoiceItemProps,
  ChoiceItemText,
  type ChoiceSpanProps,
  radioGroupAttributes,
  useChoiceGroup,
  useItemOf,
} from '../day-carousel/choice-parts.js'
import { withContext, withProvider } from './time-slot-style-context.js'

interface TimeSlotGroupRootOwnProps
  extends ChoiceGroupProps,
    Omit<ComponentProps<'div'>, keyof ChoiceGroupProps | 'ref'> {}

const TimeSlotGroupRootElement = forwardRef<HTMLDivElement, TimeSlotGroupRootOwnProps>(
  function TimeSlotGroupRootElement(
    { id, name, value, defaultValue, onValueChange, disabled, required, style, ...rest },
    ref,
  ) {
    const group = useChoiceGroup(
      { id, name, value, defaultValue, onValueChange, disabled, required },
      ':label',
    )
    return (
      <ChoiceGroupContext.Provider value={group}>
        <div ref={ref} {...radioGroupAttributes(group, style)} {...rest} />
      </ChoiceGroupContext.Provider>
    )
  },
)

/**
 * The `radiogroup` of real radios, named by its `Label`, around the `Items`: the browser's
 * own radio keyboard, so Tab enters on the chosen or first slot, arrow keys move and
 * choose, Space chooses, disabled slots are skipped. Holds the chosen slot (`value`,
 * `defaultValue`, `onValueChange`), `name`, `disabled`, `required` and `hideLabel`. Every
 * other prop (`data-*`, `aria-*`, handlers, `className`) reaches its element.
 */
export const TimeSlotGroupRoot = withProvider(TimeSlotGroupRootElement, 'root')
export type TimeSlotGroupRootProps = ComponentProps<typeof TimeSlotGroupRoot>

const LabelSpan = withContext('span', 'label')

/**
 * Names the group of slots, e.g. 'Choose a time'; with the root's `hideLabel`, for
 * assistive technology only.
 */
export const TimeSlotGroupLabel = forwardRef<HTMLSpanElement, ChoiceSpanProps>(
  function TimeSlotGroupLabel(props, ref) {
    return <ChoiceGroupLabel ref={ref} {...props} part="TimeSlotGroup.Label" as={LabelSpan} />
  },
)
export type TimeSlotGroupLabelProps = ComponentProps<typeof TimeSlotGroupLabel>

/** Lays the `Item`s out: as many columns as fit, two on a phone. */
export const TimeSlotGroupItems = withContext('div', 'items')
export type TimeSlotGroupItemsProps = ComponentProps<typeof TimeSlotGroupItems>

const ItemLabel = withContext('label', 'item')

/**
 * One slot, the radio's `<label>` (its hit area), a card: `ItemControl`, `ItemText`,
 * `ItemDetails` (`ItemCost`, `ItemVendor`) and `ItemHiddenInput`. Carries the radio's
 * state (`data-state`, `data-disabled`, `data-hover`, `data-focus-visible`) for the card's
 * styles.
 */
export const TimeSlotGroupItem = forwardRef<HTMLLabelElement, ChoiceItemProps>(
  function TimeSlotGroupItem(props, ref) {
    return <ChoiceItem ref={ref} {...props} part="TimeSlotGroup.Item" as={ItemLabel} />
  },
)
export type TimeSlotGroupItemProps = ComponentProps<typeof TimeSlotGroupItem>

const ControlDiv = withContext('div', 'itemControl')

/** The radio's dot, hidden from assistive technology (the input is the radio). */
export const TimeSlotGroupItemControl = forwardRef<
  HTMLDivElement,
  Omit<ComponentProps<'div'>, 'ref'>
>(function TimeSlotGroupItemControl(props, ref) {
  const { choice } = useItemOf('TimeSlotGroup.ItemControl')
  return <ControlDiv ref={ref} {...choice.state} aria-hidden {...props} />
})
export type TimeSlotGroupItemControlProps = ComponentProps<typeof TimeSlotGroupItemControl>

const ItemTextSpan = withContext('span', 'itemText')

/** The window, e.g. '9:00 AM - 10:00 AM'; it names the radio. */
export const TimeSlotGroupItemText = forwardRef<HTMLSpanElement, ChoiceSpanProps>(
  function TimeSlotGroupItemText(props, ref) {
    return <ChoiceItemText ref={ref} {...props} part="TimeSlotGroup.ItemText" as={ItemTextSpan} />
  },
)
export type TimeSlotGroupItemTextProps = ComponentProps<typeof TimeSlotGroupItemText>

const DetailsSpan = withContext('span', 'itemDetails')

/** The lines under the window, `ItemCost` and `ItemVendor`; read with the radio. */
export const TimeSlotGroupItemDetails = forwardRef<HTMLSpanElement, ChoiceSpanProps>(
  function TimeSlotGroupItemDetails(props, ref) {
    return (
      <ChoiceItemDescription
        ref={ref}
        {...props}
        part="TimeSlotGroup.ItemDetails"
        as={DetailsSpan}
      />
    )
  },
)
export type TimeSlotGroupItemDetailsProps = ComponentProps<typeof TimeSlotGroupItemDetails>

/** The cost line, e.g. `formatSlotCost(4.95, labels)`: '$4.95', 'Free' or 'TBD'. */
export const TimeSlotGroupItemCost = withContext('span', 'itemCost')
export type TimeSlotGroupItemCostProps = ComponentProps<typeof TimeSlotGroupItemCost>

/** Who fulfils the slot, under the cost. */
export const TimeSlotGroupItemVendor = withContext('span', 'itemVendor')
export type TimeSlotGroupItemVendorProps = ComponentProps<typeof TimeSlotGroupItemVendor>

/** The slot's native radio, visually hidden: it takes the focus; described by `ItemDetails`. */
export const TimeSlotGroupItemHiddenInput = forwardRef<HTMLInputElement, ChoiceHiddenInputProps>(
  function TimeSlotGroupItemHiddenInput(props, ref) {
    return <ChoiceHiddenInput ref={ref} {...props} part="TimeSlotGroup.ItemHiddenInput" />
  },
)
export type TimeSlotGroupItemHiddenInputProps = ComponentProps<typeof TimeSlotGroupItemHiddenInput>
