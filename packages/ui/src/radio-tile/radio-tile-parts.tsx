import { RadioGroup as ArkRadioGroup, useRadioGroupContext } from '@ark-ui/react/radio-group'
import {
  type ComponentProps,
  createContext,
  type ForwardRefExoticComponent,
  forwardRef,
  type HTMLAttributes,
  type RefAttributes,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react'
import type { RadioTileVariantProps } from '#styled-system/recipes'
import { Button, type ButtonProps } from '../button/index.js'
import { withContext, withProvider } from './radio-tile-style-context.js'

/** Ark's group props, with the ones a checkout sets documented here. */
interface RadioTileRootOwnProps extends ArkRadioGroup.RootProps {
  /** The selected value, when controlled (`null` for none); pair it with `onValueChange`. @default undefined */
  value?: string | null | undefined
  /** The selected value on first render, when uncontrolled. @default null */
  defaultValue?: string | null | undefined
  /** Called with `{ value }` when the shopper selects a tile. @default undefined */
  onValueChange?: ArkRadioGroup.RootProps['onValueChange']
  /** `stack`: one tile per row. `grid`: two columns once the group is 36rem wide. @default 'stack' */
  layout?: NonNullable<RadioTileVariantProps>['layout'] | undefined
  /** Form field name of the radios. @default derived from the id */
  name?: string | undefined
  /** Every tile is disabled. @default false */
  disabled?: boolean | undefined
  /** A tile must be selected to submit the form. @default false */
  required?: boolean | undefined
}

/**
 * The `radiogroup` (WAI-ARIA radio group on Ark RadioGroup): Tab enters on the checked or
 * first tile, arrow keys move and select, Space selects, disabled tiles are skipped.
 * Every other prop (`data-*`, `aria-*`, handlers, `className`) reaches its element.
 */
export const RadioTileRoot = withProvider<
  ForwardRefExoticComponent<RadioTileRootOwnProps & RefAttributes<HTMLDivElement>>
>(ArkRadioGroup.Root, 'root')
export type RadioTileRootProps = ComponentProps<typeof RadioTileRoot>

/** The group's visible label; it names the `radiogroup`. */
export const RadioTileLabel = withContext(ArkRadioGroup.Label, 'label')
export type RadioTileLabelProps = ComponentProps<typeof RadioTileLabel>

/** Lays the `RadioTile.Item`s out, one per row or in the grid of `layout="grid"`. */
export const RadioTileItems = withContext('div', 'items')
export type RadioTileItemsProps = ComponentProps<typeof RadioTileItems>

type Described = 'description' | 'price' | 'disabledReason'
/** The order the texts are read with the radio. */
const describedOrder: readonly Described[] = ['description', 'price', 'disabledReason']

interface ItemContextValue {
  value: string
  disabled: boolean
  ids: Record<Described | 'text' | 'editTrigger', string>
  described: readonly Described[]
  describe: (part: Described) => () => void
}

const ItemContext = createContext<ItemContextValue | undefined>(undefined)

function useItem(part: string): ItemContextValue {
  const item = useContext(ItemContext)
  if (item === undefined) throw new Error(`RadioTile.${part} must be inside a RadioTile.Item`)
  return item
}

export interface RadioTileItemProps extends HTMLAttributes<HTMLDivElement> {
  /** Identifies the choice; reported by `onValueChange`. */
  value: string
  /** The choice cannot be selected; arrow keys skip it. @default false */
  disabled?: boolean | undefined
}

/**
 * One tile: the card around its `RadioTile.ItemRadio` (the radio's `<label>`) and,
 * beside it rather than inside it, an optional `RadioTile.ItemEditTrigger`, so that no
 * control nests in another. Carries the radio's state (`data-state`, `data-disabled`,
 * `data-hover`, `data-focus-visible`) for the card's styles.
 */
export const RadioTileItem = forwardRef<HTMLDivElement, RadioTileItemProps>(function RadioTileItem(
  { value, disabled = false, ...rest },
  ref,
) {
  const id = useId()
  const [described, setDescribed] = useState<readonly Described[]>([])
  // Stable: each text registers once, on mount, and leaves on unmount.
  const describe = useCallback((part: Described) => {
    setDescribed((parts) =>
      parts.includes(part) ? parts : describedOrder.filter((p) => p === part || parts.includes(p)),
    )
    return () => setDescribed((parts) => parts.filter((p) => p !== part))
  }, [])
  const state = useRadioGroupContext().getItemState({ value, disabled })
  const item = useMemo<ItemContextValue>(
    () => ({
      value,
      disabled,
      ids: {
        text: `${id}-title`,
        description: `${id}-description`,
        price: `${id}-price`,
        disabledReason: `${id}-reason`,
        editTrigger: `${id}-edit`,
      },
      described,
      describe,
    }),
    [value, disabled, id, described, describe],
  )
  return (
    <ItemContext.Provider value={item}>
      <RadioTileCard
        ref={ref}
        {...rest}
        data-state={state.checked ? 'checked' : 'unchecked'}
        data-disabled={state.disabled ? '' : undefined}
        data-hover={state.hovered ? '' : undefined}
        data-focus-visible={state.focusVisible ? '' : undefined}
      />
    </ItemContext.Provider>
  )
})

/** The card element with the recipe's `tile` class. */
const RadioTileCard = withContext('div', 'tile')

/**
 * The radio's `<label>`, the tile's hit area: the whole card but its Edit button. Holds
 * `ItemControl`, `ItemBody` (the texts), `ItemPrice` and `ItemHiddenInput`.
 */
export const RadioTileItemRadio = forwardRef<
  HTMLLabelElement,
  Omit<ComponentProps<typeof ArkRadioGroup.Item>, 'value' | 'disabled'>
>(function RadioTileItemRadio(props, ref) {
  const { value, disabled } = useItem('ItemRadio')
  return <RadioTileArkItem ref={ref} {...props} value={value} disabled={disabled} />
})
export type RadioTileItemRadioProps = ComponentProps<typeof RadioTileItemRadio>
const RadioTileArkItem = withContext(ArkRadioGroup.Item, 'item')

/** The radio's mark. */
export const RadioTileItemControl = withContext(ArkRadioGroup.ItemControl, 'itemControl')
export type RadioTileItemControlProps = ComponentProps<typeof RadioTileItemControl>

/** The column of texts: `ItemText`, then `ItemDescription` and `ItemDisabledReason`. */
export const RadioTileItemBody = withContext('span', 'body')
export type RadioTileItemBodyProps = ComponentProps<typeof RadioTileItemBody>

const ArkItemText = withContext(ArkRadioGroup.ItemText, 'itemText')

/** The tile's title; it names the radio (and the Edit button, after its own text). */
export const RadioTileItemText = forwardRef<HTMLSpanElement, ComponentProps<typeof ArkItemText>>(
  function RadioTileItemText({ children, ...rest }, ref) {
    const { ids } = useItem('ItemText')
    return (
      <ArkItemText ref={ref} {...rest}>
        <span id={ids.text}>{children}</span>
      </ArkItemText>
    )
  },
)
export type RadioTileItemTextProps = ComponentProps<typeof RadioTileItemText>

const DescriptionSpan = withContext('span', 'description')
const PriceSpan = withContext('span', 'price')
const DisabledReasonSpan = withContext('span', 'disabledReason')
const describedSpans = {
  description: DescriptionSpan,
  price: PriceSpan,
  disabledReason: DisabledReasonSpan,
}

type DescribedProps = ComponentProps<typeof DescriptionSpan>

/** A text read with the radio (`aria-describedby` of its input), in the tile's reading order. */
const DescribedText = forwardRef<HTMLSpanElement, DescribedProps & { text: Described }>(
  function DescribedText({ text, ...props }, ref) {
    const { ids, describe } = useItem(partNames[text])
    useLayoutEffect(() => describe(text), [describe, text])
    const Span = describedSpans[text]
    return <Span ref={ref} {...props} id={ids[text]} />
  },
)

const partNames: Record<Described, string> = {
  description: 'ItemDescription',
  price: 'ItemPrice',
  disabledReason: 'ItemDisabledReason',
}

/** Supporting text under the title, read with the radio. */
export const RadioTileItemDescription = forwardRef<HTMLSpanElement, DescribedProps>(
  function RadioTileItemDescription(props, ref) {
    return <DescribedText {...props} ref={ref} text="description" />
  },
)
export type RadioTileItemDescriptionProps = ComponentProps<typeof RadioTileItemDescription>

/** Why the choice cannot be selected; render it while the item is `disabled`. Read with the radio. */
export const RadioTileItemDisabledReason = forwardRef<HTMLSpanElement, DescribedProps>(
  function RadioTileItemDisabledReason(props, ref) {
    return <DescribedText {...props} ref={ref} text="disabledReason" />
  },
)
export type RadioTileItemDisabledReasonProps = ComponentProps<typeof RadioTileItemDisabledReason>

/** A price at the tile's end, e.g. '$9.95' or 'Free'; read with the radio. */
export const RadioTileItemPrice = forwardRef<HTMLSpanElement, DescribedProps>(
  function RadioTileItemPrice(props, ref) {
    return <DescribedText {...props} ref={ref} text="price" />
  },
)
export type RadioTileItemPriceProps = ComponentProps<typeof RadioTileItemPrice>

/**
 * The radio's native input, visually hidden: it takes the focus, and its
 * `aria-describedby` lists the item's description, price and disabled reason.
 */
export const RadioTileItemHiddenInput = forwardRef<
  HTMLInputElement,
  ComponentProps<typeof ArkRadioGroup.ItemHiddenInput>
>(function RadioTileItemHiddenInput(props, ref) {
  const { ids, described } = useItem('ItemHiddenInput')
  const describedBy = described.map((part) => ids[part]).join(' ')
  return (
    <ArkRadioGroup.ItemHiddenInput
      ref={ref}
      aria-describedby={describedBy === '' ? undefined : describedBy}
      {...props}
    />
  )
})
export type RadioTileItemHiddenInputProps = ComponentProps<typeof RadioTileItemHiddenInput>

/**
 * The tile's Edit button, beside its `ItemRadio`: heard as "Edit, <title>", so each tile's
 * button has its own name. It leaves the selection as it is.
 */
export const RadioTileItemEditTrigger = forwardRef<HTMLButtonElement, ButtonProps>(
  function RadioTileItemEditTrigger(props, ref) {
    const { ids } = useItem('ItemEditTrigger')
    return (
      <EditButton
        ref={ref}
        id={ids.editTrigger}
        variant="plain"
        size="sm"
        aria-labelledby={`${ids.editTrigger} ${ids.text}`}
        {...props}
      />
    )
  },
)
export type RadioTileItemEditTriggerProps = ComponentProps<typeof RadioTileItemEditTrigger>
const EditButton = withContext(Button, 'editTrigger')
