import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group'
import {
  type ComponentProps,
  createContext,
  type ForwardRefExoticComponent,
  forwardRef,
  type RefAttributes,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react'
import { withContext, withProvider } from './radio-group-style-context.js'

/**
 * Registers a text that describes the radios while it is mounted: `shown` says whether
 * one is, `show` is stable, so a text registers once, on mount.
 */
function useShown(): [shown: boolean, show: () => () => void] {
  const [count, setCount] = useState(0)
  const show = useCallback(() => {
    setCount((n) => n + 1)
    return () => setCount((n) => n - 1)
  }, [])
  return [count > 0, show]
}

interface GroupContextValue {
  errorTextId: string
  errorShown: boolean
  showError: () => () => void
}

const GroupContext = createContext<GroupContextValue | undefined>(undefined)

function useGroup(part: string): GroupContextValue {
  const group = useContext(GroupContext)
  if (group === undefined) throw new Error(`RadioGroup.${part} must be inside a RadioGroup.Root`)
  return group
}

/** Ark's group props, with the ones a form sets documented here. */
interface RadioGroupRootOwnProps extends ArkRadioGroup.RootProps {
  /** The selected value, when controlled (`null` for none); pair it with `onValueChange`. @default undefined */
  value?: string | null | undefined
  /** The selected value on first render, when uncontrolled. @default null */
  defaultValue?: string | null | undefined
  /** Called with `{ value }` when the shopper selects a radio. @default undefined */
  onValueChange?: ArkRadioGroup.RootProps['onValueChange']
  /** `vertical` stacks the radios; `horizontal` puts them on one line, wrapping. @default 'vertical' */
  orientation?: 'horizontal' | 'vertical' | undefined
  /** Marks the choice as wrong: the radios get `aria-invalid`. @default false */
  invalid?: boolean | undefined
  /** Form field name of the radios. @default derived from the id */
  name?: string | undefined
  /** Every radio is disabled. @default false */
  disabled?: boolean | undefined
  /** A radio must be selected to submit the form. @default false */
  required?: boolean | undefined
  /** Id of the group; the parts derive their ids from it. @default a generated id */
  id?: string | undefined
}

/**
 * Ark's root, told the orientation under another name: the style context takes
 * `orientation` as the recipe's variant and does not pass it on.
 */
const OrientedRoot = forwardRef<
  HTMLDivElement,
  ArkRadioGroup.RootProps & { arrowKeys?: ArkRadioGroup.RootProps['orientation'] }
>(function OrientedRoot({ arrowKeys, ...rest }, ref) {
  return <ArkRadioGroup.Root ref={ref} {...rest} orientation={arrowKeys} />
})

const StyledRoot = withProvider<
  ForwardRefExoticComponent<
    RadioGroupRootOwnProps & {
      arrowKeys?: RadioGroupRootOwnProps['orientation']
    } & RefAttributes<HTMLDivElement>
  >
>(OrientedRoot, 'root')

/**
 * The `radiogroup` (WAI-ARIA radio group on Ark RadioGroup): Tab enters on the checked or
 * first radio, arrow keys move and select, disabled radios are skipped. Every other prop
 * (`data-*`, `aria-*`, handlers, `className`) reaches its element.
 */
export const RadioGroupRoot = forwardRef<
  HTMLDivElement,
  Omit<ComponentProps<typeof StyledRoot>, 'arrowKeys'>
>(function RadioGroupRoot({ id, orientation = 'vertical', ...rest }, ref) {
  // Ark derives the radios' shared name from the id: an explicit undefined would drop it.
  const generatedId = useId()
  const rootId = id ?? generatedId
  const [errorShown, showError] = useShown()
  const group = useMemo(
    () => ({ errorTextId: `${rootId}-error-text`, errorShown, showError }),
    [rootId, errorShown, showError],
  )
  return (
    <GroupContext.Provider value={group}>
      <StyledRoot
        ref={ref}
        {...rest}
        id={rootId}
        orientation={orientation}
        arrowKeys={orientation}
      />
    </GroupContext.Provider>
  )
})
export type RadioGroupRootProps = ComponentProps<typeof RadioGroupRoot>

/** The group's visible label; it names the `radiogroup`. */
export const RadioGroupLabel = withContext(ArkRadioGroup.Label, 'label')
export type RadioGroupLabelProps = ComponentProps<typeof RadioGroupLabel>

/** Lays the `RadioGroup.Item`s out along the group's `orientation`. */
export const RadioGroupItems = withContext('div', 'items')
export type RadioGroupItemsProps = ComponentProps<typeof RadioGroupItems>

interface ItemContextValue {
  descriptionId: string
  described: boolean
  describe: () => () => void
}

const ItemContext = createContext<ItemContextValue | undefined>(undefined)

function useItem(part: string): ItemContextValue {
  const item = useContext(ItemContext)
  if (item === undefined) throw new Error(`RadioGroup.${part} must be inside a RadioGroup.Item`)
  return item
}

const ArkItem = withContext(ArkRadioGroup.Item, 'item')

/**
 * One radio, a `<label>` (its hit area) around `ItemControl`, `ItemBody` (`ItemText`,
 * `ItemDescription`) and `ItemHiddenInput`. Takes `value` and `disabled`.
 */
export const RadioGroupItem = forwardRef<HTMLLabelElement, ComponentProps<typeof ArkItem>>(
  function RadioGroupItem(props, ref) {
    const descriptionId = useId()
    const [described, describe] = useShown()
    const item = useMemo(
      () => ({ descriptionId, described, describe }),
      [descriptionId, described, describe],
    )
    return (
      <ItemContext.Provider value={item}>
        <ArkItem ref={ref} {...props} />
      </ItemContext.Provider>
    )
  },
)
export type RadioGroupItemProps = ComponentProps<typeof RadioGroupItem>

/** The radio's mark. */
export const RadioGroupItemControl = withContext(ArkRadioGroup.ItemControl, 'itemControl')
export type RadioGroupItemControlProps = ComponentProps<typeof RadioGroupItemControl>

/** The column of the radio's texts: `ItemText`, then `ItemDescription`. */
export const RadioGroupItemBody = withContext('span', 'body')
export type RadioGroupItemBodyProps = ComponentProps<typeof RadioGroupItemBody>

/** The text beside the radio; it names the radio. */
export const RadioGroupItemText = withContext(ArkRadioGroup.ItemText, 'itemText')
export type RadioGroupItemTextProps = ComponentProps<typeof RadioGroupItemText>

const DescriptionSpan = withContext('span', 'description')

/** Supporting text under the radio's label, read with the radio. */
export const RadioGroupItemDescription = forwardRef<
  HTMLSpanElement,
  ComponentProps<typeof DescriptionSpan>
>(function RadioGroupItemDescription(props, ref) {
  const { descriptionId, describe } = useItem('ItemDescription')
  useLayoutEffect(describe, [describe])
  return <DescriptionSpan ref={ref} {...props} id={descriptionId} />
})
export type RadioGroupItemDescriptionProps = ComponentProps<typeof RadioGroupItemDescription>

/**
 * The radio's native input, visually hidden: it takes the focus, and its
 * `aria-describedby` lists the item's description and the group's error text.
 */
export const RadioGroupItemHiddenInput = forwardRef<
  HTMLInputElement,
  ComponentProps<typeof ArkRadioGroup.ItemHiddenInput>
>(function RadioGroupItemHiddenInput(props, ref) {
  const { descriptionId, described } = useItem('ItemHiddenInput')
  const { errorTextId, errorShown } = useGroup('ItemHiddenInput')
  const describedBy = [described ? descriptionId : '', errorShown ? errorTextId : '']
    .filter(Boolean)
    .join(' ')
  return (
    <ArkRadioGroup.ItemHiddenInput
      ref={ref}
      aria-describedby={describedBy === '' ? undefined : describedBy}
      {...props}
    />
  )
})
export type RadioGroupItemHiddenInputProps = ComponentProps<typeof RadioGroupItemHiddenInput>

const ErrorParagraph = withContext('p', 'errorText')

/** The group's error, under the radios, read with every radio; render it while invalid. */
export const RadioGroupErrorText = forwardRef<
  HTMLParagraphElement,
  ComponentProps<typeof ErrorParagraph>
>(function RadioGroupErrorText(props, ref) {
  const { errorTextId, showError } = useGroup('ErrorText')
  useLayoutEffect(showError, [showError])
  return <ErrorParagraph ref={ref} aria-live="polite" {...props} id={errorTextId} />
})
export type RadioGroupErrorTextProps = ComponentProps<typeof RadioGroupErrorText>
