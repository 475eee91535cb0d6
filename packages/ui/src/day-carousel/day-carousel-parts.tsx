import {
  type ComponentProps,
  createContext,
  forwardRef,
  useContext,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react'
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
  useGroupOf,
} from './choice-parts.js'
import { DayCarouselChevronIcon } from './day-carousel-icons.js'
import type { ScrollEdges } from './day-carousel-scroll.js'
import { withContext, withProvider } from './day-carousel-style-context.js'
import { useDayCarouselScroll } from './use-day-carousel-scroll.js'

/** The row's scrolling, for the triggers, the row itself and the days in it. */
interface Scroll {
  viewportRef: { readonly current: HTMLDivElement | null }
  scrollByStep: (direction: 1 | -1) => void
  /** A day came, went or took another value: the row measures its days again. */
  itemsChanged: () => void
}

const ScrollContext = createContext<Scroll | undefined>(undefined)
/** Apart from `Scroll`, which stays the same: a change of edge renders the triggers alone. */
const EdgesContext = createContext<ScrollEdges>({ atStart: true, atEnd: true })

function useScroll(part: string): Scroll {
  const scroll = useContext(ScrollContext)
  if (scroll === undefined) throw new Error(`${part} must be inside a DayCarousel.Root`)
  return scroll
}

interface DayCarouselRootOwnProps
  extends Omit<ChoiceGroupProps, 'required'>,
    Omit<ComponentProps<'div'>, keyof ChoiceGroupProps | 'ref'> {
  /**
   * Called with the values of the days in view (at least half shown), in order: once
   * after the first layout, then whenever scrolling or resizing changes that list.
   * @default undefined
   */
  onVisibleChange?: ((visibleValues: string[]) => void) | undefined
  /**
   * How far one Previous or Next press scrolls, as a fraction of the row's visible width;
   * the row then snaps to the nearest whole day.
   * @default 0.7
   */
  scrollStep?: number | undefined
}

const DayCarouselRootElement = forwardRef<HTMLDivElement, DayCarouselRootOwnProps>(
  function DayCarouselRootElement(
    {
      id,
      name,
      value,
      defaultValue,
      onValueChange,
      disabled,
      onVisibleChange,
      scrollStep = 0.7,
      ...rest
    },
    ref,
  ) {
    const group = useChoiceGroup(
      { id, name, value, defaultValue, onValueChange, disabled },
      '-label',
    )
    const viewportRef = useRef<HTMLDivElement>(null)
    const { atStart, atEnd, scrollByStep, itemsChanged } = useDayCarouselScroll(viewportRef, {
      scrollStep,
      onVisibleChange,
    })
    const scroll = useMemo(
      () => ({ viewportRef, scrollByStep, itemsChanged }),
      [scrollByStep, itemsChanged],
    )
    const edges = useMemo(() => ({ atStart, atEnd }), [atStart, atEnd])
    return (
      <ChoiceGroupContext.Provider value={group}>
        <ScrollContext.Provider value={scroll}>
          <EdgesContext.Provider value={edges}>
            <div ref={ref} {...rest} />
          </EdgesContext.Provider>
        </ScrollContext.Provider>
      </ChoiceGroupContext.Provider>
    )
  },
)

/**
 * The carousel: its `Label`, then the `Control` row of `PrevTrigger`, the `ItemGroup` of
 * days and `NextTrigger`. Holds the chosen day (`value`, `defaultValue`,
 * `onValueChange`), `name`, `disabled`, `hideLabel` and the scrolling (`scrollStep`,
 * `onVisibleChange`). Every other prop (`data-*`, `aria-*`, handlers, `className`) reaches
 * its element.
 */
export const DayCarouselRoot = withProvider(DayCarouselRootElement, 'carousel')
export type DayCarouselRootProps = ComponentProps<typeof DayCarouselRoot>

const LabelSpan = withContext('span', 'label')

/**
 * Names the group of days, e.g. 'Choose a day'; with the root's `hideLabel`, for assistive
 * technology only.
 */
export const DayCarouselLabel = forwardRef<HTMLSpanElement, ChoiceSpanProps>(
  function DayCarouselLabel(props, ref) {
    return <ChoiceGroupLabel ref={ref} {...props} part="DayCarousel.Label" as={LabelSpan} />
  },
)
export type DayCarouselLabelProps = ComponentProps<typeof DayCarouselLabel>

/** The row of `PrevTrigger`, `ItemGroup` and `NextTrigger`. */
export const DayCarouselControl = withContext('div', 'control')
export type DayCarouselControlProps = ComponentProps<typeof DayCarouselControl>

type TriggerProps = Omit<ComponentProps<'button'>, 'ref'>

const PrevButton = withContext('button', 'prevTrigger')
const NextButton = withContext('button', 'nextTrigger')

/**
 * The Previous (-1) or Next (1) icon button; name it with `aria-label`. Disabled at its end
 * through `aria-disabled` rather than `disabled`, so that the press which reaches the end
 * leaves focus on the button instead of dropping it to the page.
 */
const ScrollTrigger = forwardRef<HTMLButtonElement, TriggerProps & { direction: 1 | -1 }>(
  function ScrollTrigger({ direction, children, onClick, ...rest }, ref) {
    const part = direction === 1 ? 'DayCarousel.NextTrigger' : 'DayCarousel.PrevTrigger'
    const { groupId } = useGroupOf(part)
    const { scrollByStep } = useScroll(part)
    const edges = useContext(EdgesContext)
    const atEnd = direction === 1 ? edges.atEnd : edges.atStart
    const Button = direction === 1 ? NextButton : PrevButton
    return (
      <Button
        ref={ref}
        type="button"
        aria-controls={groupId}
        aria-disabled={atEnd || undefined}
        {...rest}
        onClick={(event) => {
          onClick?.(event)
          if (!atEnd && !event.defaultPrevented) scrollByStep(direction)
        }}
      >
        {children ?? <DayCarouselChevronIcon />}
      </Button>
    )
  },
)

/** Scrolls the row back by `scrollStep`; a chevron unless given children. */
export const DayCarouselPrevTrigger = forwardRef<HTMLButtonElement, TriggerProps>(
  function DayCarouselPrevTrigger(props, ref) {
    return <ScrollTrigger ref={ref} {...props} direction={-1} />
  },
)
export type DayCarouselPrevTriggerProps = ComponentProps<typeof DayCarouselPrevTrigger>

/** Scrolls the row on by `scrollStep`; a chevron unless given children. */
export const DayCarouselNextTrigger = forwardRef<HTMLButtonElement, TriggerProps>(
  function DayCarouselNextTrigger(props, ref) {
    return <ScrollTrigger ref={ref} {...props} direction={1} />
  },
)
export type DayCarouselNextTriggerProps = ComponentProps<typeof DayCarouselNextTrigger>

const ItemGroupDiv = withContext('div', 'root')

/**
 * The `radiogroup` of days, named by the `Label`, and the row that scrolls (scroll-snap):
 * the browser's own radio keyboard, so Tab enters on the chosen or first day, arrow keys
 * move and choose while skipping unavailable days, and the focused day scrolls into view.
 */
export const DayCarouselItemGroup = forwardRef<HTMLDivElement, ComponentProps<typeof ItemGroupDiv>>(
  function DayCarouselItemGroup({ style, ...rest }, ref) {
    const group = useGroupOf('DayCarousel.ItemGroup')
    const { viewportRef } = useScroll('DayCarousel.ItemGroup')
    useImperativeHandle(ref, () => viewportRef.current as HTMLDivElement)
    return (
      <ItemGroupDiv
        ref={viewportRef}
        {...radioGroupAttributes(group, style)}
        aria-orientation="horizontal"
        data-orientation="horizontal"
        {...rest}
      />
    )
  },
)
export type DayCarouselItemGroupProps = ComponentProps<typeof DayCarouselItemGroup>

const ItemLabel = withContext('label', 'item')

/**
 * One day, the radio's `<label>` (its hit area): `ItemText` (`ItemWeekday`, `ItemDate`),
 * an optional `ItemNote` and `ItemHiddenInput`. Carries the radio's state (`data-state`,
 * `data-disabled`, `data-hover`, `data-focus-visible`) for the tile's styles, and its
 * value in `data-day-value` for the row's tracking of the days in view.
 */
export const DayCarouselItem = forwardRef<HTMLLabelElement, ChoiceItemProps>(
  function DayCarouselItem(props, ref) {
    const { itemsChanged } = useScroll('DayCarousel.Item')
    // biome-ignore lint/correctness/useExhaustiveDependencies: a new value is a new day to measure.
    useLayoutEffect(() => {
      itemsChanged()
      return itemsChanged
    }, [itemsChanged, props.value])
    return (
      <ChoiceItem
        ref={ref}
        data-day-value={props.value}
        {...props}
        part="DayCarousel.Item"
        as={ItemLabel}
      />
    )
  },
)
export type DayCarouselItemProps = ComponentProps<typeof DayCarouselItem>

const ItemTextSpan = withContext('span', 'itemText')

/** Names the day's radio: its `ItemWeekday` and `ItemDate`, with a space between. */
export const DayCarouselItemText = forwardRef<HTMLSpanElement, ChoiceSpanProps>(
  function DayCarouselItemText(props, ref) {
    return <ChoiceItemText ref={ref} {...props} part="DayCarousel.ItemText" as={ItemTextSpan} />
  },
)
export type DayCarouselItemTextProps = ComponentProps<typeof DayCarouselItemText>

/** The short weekday, e.g. 'Mon'. */
export const DayCarouselItemWeekday = withContext('span', 'itemWeekday')
export type DayCarouselItemWeekdayProps = ComponentProps<typeof DayCarouselItemWeekday>

/** The date as shown, e.g. 'Jun 3'. */
export const DayCarouselItemDate = withContext('span', 'itemDate')
export type DayCarouselItemDateProps = ComponentProps<typeof DayCarouselItemDate>

const ItemNoteSpan = withContext('span', 'itemNote')

/** A note under an unavailable day, e.g. 'Closed'; read with its radio. */
export const DayCarouselItemNote = forwardRef<HTMLSpanElement, ChoiceSpanProps>(
  function DayCarouselItemNote(props, ref) {
    return (
      <ChoiceItemDescription ref={ref} {...props} part="DayCarousel.ItemNote" as={ItemNoteSpan} />
    )
  },
)
export type DayCarouselItemNoteProps = ComponentProps<typeof DayCarouselItemNote>

/** The day's native radio, visually hidden: it takes the focus; described by the `ItemNote`. */
export const DayCarouselItemHiddenInput = forwardRef<HTMLInputElement, ChoiceHiddenInputProps>(
  function DayCarouselItemHiddenInput(props, ref) {
    return <ChoiceHiddenInput ref={ref} {...props} part="DayCarousel.ItemHiddenInput" />
  },
)
export type DayCarouselItemHiddenInputProps = ComponentProps<typeof DayCarouselItemHiddenInput>
