import {
  Select as ArkSelect,
  type SelectValueChangeDetails as ArkValueChangeDetails,
  createListCollection,
} from '@ark-ui/react/select'
import {
  type ComponentProps,
  createContext,
  forwardRef,
  type RefObject,
  useContext,
  useImperativeHandle,
  useMemo,
  useRef,
} from 'react'
import { SelectCheckIcon, SelectChevronIcon } from './select-icons.js'
import { withContext, withProvider } from './select-style-context.js'
import { SelectTrigger as DescribedTrigger } from './select-trigger.js'
import type { SelectItem as ItemData, SelectValueChangeDetails } from './select-types.js'
import { useSelectBannerScope } from './use-select-banner-scope.js'

/** The root's element, for the list's banner scope. */
const RootContext = createContext<RefObject<HTMLDivElement | null> | undefined>(undefined)

function useRootRef(part: string): RefObject<HTMLDivElement | null> {
  const rootRef = useContext(RootContext)
  if (rootRef === undefined) throw new Error(`Select.${part} must be inside a Select.Root`)
  return rootRef
}

type ArkRootProps = ArkSelect.RootProps<ItemData>

/** Ark's root props for one choice among `items`, with the ones a form sets documented here. */
interface SelectRootOwnProps
  extends Omit<
    ArkRootProps,
    'collection' | 'value' | 'defaultValue' | 'onValueChange' | 'multiple'
  > {
  /** The options, in the order shown; each `Select.Item` takes one of them. */
  items: readonly ItemData[]
  /** The chosen value, when controlled (`null` for none); pair it with `onValueChange`. @default undefined */
  value?: string | null | undefined
  /** The initially chosen value, when uncontrolled. @default undefined */
  defaultValue?: string | undefined
  /** Called with `{ value, item }` when the shopper picks an option. @default undefined */
  onValueChange?: ((details: SelectValueChangeDetails) => void) | undefined
  /** Form field name, submitted through `Select.HiddenSelect`. @default undefined */
  name?: string | undefined
  /** Autofill token for `Select.HiddenSelect`, e.g. `address-level1`. @default undefined */
  autoComplete?: string | undefined
  /** Where the list opens by the trigger. @default { sameWidth: true } */
  positioning?: ArkRootProps['positioning']
  /** Mount the list only when it first opens. @default true */
  lazyMount?: boolean | undefined
  /** Unmount the list on close. @default true */
  unmountOnExit?: boolean | undefined
}

const toArkValue = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? [] : [value]

const SelectRootOfItems = forwardRef<HTMLDivElement, SelectRootOwnProps>(function SelectRootOfItems(
  { items, value, defaultValue, onValueChange, ...rest },
  ref,
) {
  const rootRef = useRef<HTMLDivElement>(null)
  useImperativeHandle(ref, () => rootRef.current as HTMLDivElement)
  const collection = useMemo(() => createListCollection<ItemData>({ items }), [items])
  return (
    <RootContext.Provider value={rootRef}>
      <ArkSelect.Root
        ref={rootRef}
        {...rest}
        collection={collection}
        value={toArkValue(value)}
        defaultValue={toArkValue(defaultValue)}
        onValueChange={(details: ArkValueChangeDetails<ItemData>) =>
          onValueChange?.({ value: details.value[0] ?? null, item: details.items[0] ?? null })
        }
      />
    </RootContext.Provider>
  )
})

/**
 * A select-only combobox (WAI-ARIA APG, on Ark Select) choosing one of `items`: Enter,
 * Space or ArrowDown opens the list box, arrows and type-ahead move, Enter chooses,
 * Escape closes, and focus returns to the trigger. Put it in a `Field`, which labels it
 * and wires its helper and error texts. Every other prop (`data-*`, `aria-*`, handlers,
 * `className`) reaches its element.
 */
export const SelectRoot = withProvider(SelectRootOfItems, 'root', {
  defaultProps: { positioning: { sameWidth: true }, lazyMount: true, unmountOnExit: true },
})
export type SelectRootProps = ComponentProps<typeof SelectRoot>

/** Holds the trigger; the list opens by it. */
export const SelectControl = withContext(ArkSelect.Control, 'control')
export type SelectControlProps = ComponentProps<typeof SelectControl>

/**
 * The combobox button, looking like a text input, around `Select.ValueText` and
 * `Select.Indicator`; described by the field's helper and, while invalid, error text.
 */
export const SelectTrigger = withContext(DescribedTrigger, 'trigger')
export type SelectTriggerProps = ComponentProps<typeof SelectTrigger>

/** The chosen option's text, or the `placeholder` while nothing is chosen. */
export const SelectValueText = withContext(ArkSelect.ValueText, 'valueText')
export type SelectValueTextProps = ComponentProps<typeof SelectValueText>

/** The trigger's chevron, turned while the list is open; children replace the chevron. */
export const SelectIndicator = withContext(ArkSelect.Indicator, 'indicator', {
  defaultProps: { children: <SelectChevronIcon /> },
})
export type SelectIndicatorProps = ComponentProps<typeof SelectIndicator>

const ArkPositioner = withContext(ArkSelect.Positioner, 'positioner')

/**
 * Places the list box by the trigger, as wide as it; inside a `Portal`, it copies the
 * root's `data-banner`, so the list keeps the banner's tokens.
 */
export const SelectPositioner = forwardRef<HTMLDivElement, ComponentProps<typeof ArkPositioner>>(
  function SelectPositioner(props, ref) {
    const bannerScope = useSelectBannerScope(useRootRef('Positioner'), ref)
    return <ArkPositioner ref={bannerScope} {...props} />
  },
)
export type SelectPositionerProps = ComponentProps<typeof SelectPositioner>

/** The `listbox` of `Select.Item`s; a long list scrolls inside it. */
export const SelectContent = withContext(ArkSelect.Content, 'content')
export type SelectContentProps = ComponentProps<typeof SelectContent>

/** A named group of options in the list, labelled by its `Select.ItemGroupLabel`. */
export const SelectItemGroup = withContext(ArkSelect.ItemGroup, 'itemGroup')
export type SelectItemGroupProps = ComponentProps<typeof SelectItemGroup>

/** The heading of a `Select.ItemGroup`. */
export const SelectItemGroupLabel = withContext(ArkSelect.ItemGroupLabel, 'itemGroupLabel')
export type SelectItemGroupLabelProps = ComponentProps<typeof SelectItemGroupLabel>

/** One `option`, for one of the root's `items` (`item`), around its text and indicator. */
export const SelectItem = withContext(ArkSelect.Item, 'item')
export type SelectItemProps = ComponentProps<typeof SelectItem>

/** The option's text. */
export const SelectItemText = withContext(ArkSelect.ItemText, 'itemText')
export type SelectItemTextProps = ComponentProps<typeof SelectItemText>

/** The tick beside the chosen option; children replace the tick. */
export const SelectItemIndicator = withContext(ArkSelect.ItemIndicator, 'itemIndicator', {
  defaultProps: { children: <SelectCheckIcon /> },
})
export type SelectItemIndicatorProps = ComponentProps<typeof SelectItemIndicator>

/** The native select, hidden, that submits `name` with the form and takes autofill. */
export const SelectHiddenSelect = ArkSelect.HiddenSelect
export type SelectHiddenSelectProps = ArkSelect.HiddenSelectProps
