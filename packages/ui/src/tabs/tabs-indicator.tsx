import { ark, type HTMLArkProps } from '@ark-ui/react/factory'
import {
  type ComponentProps,
  type CSSProperties,
  forwardRef,
  type Ref,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { useTabsState } from './tabs-context.js'
import { withContext } from './tabs-style-context.js'

interface Rect {
  x: number
  y: number
  width: number
  height: number
}

const sameRect = (a: Rect | null, b: Rect) =>
  a !== null && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height

/**
 * The line under the selected tab. It sets the same custom properties as Ark's indicator
 * (`--left`, `--top`, `--width`, `--height`, from the tab's offset box), which the recipe
 * reads, and slides only when the selection changes.
 */
const TabsIndicatorElement = forwardRef<HTMLDivElement, HTMLArkProps<'div'>>(
  function TabsIndicatorElement({ style, onTransitionEnd, ...rest }, ref) {
    const tabs = useTabsState('Tabs.Indicator')
    const [rect, setRect] = useState<Rect | null>(null)
    const [animate, setAnimate] = useState(false)
    const previous = useRef(tabs.value)
    const { value, triggerId, listId } = tabs

    if (previous.current !== value) {
      if (previous.current != null && value != null && !animate) setAnimate(true)
      previous.current = value
    }

    useLayoutEffect(() => {
      if (value == null) return
      const tab = document.getElementById(triggerId(value))
      if (!tab) return
      const measure = () => {
        const next = {
          x: tab.offsetLeft,
          y: tab.offsetTop,
          width: tab.offsetWidth,
          height: tab.offsetHeight,
        }
        setRect((prev) => (sameRect(prev, next) ? prev : next))
      }
      measure()
      if (typeof ResizeObserver === 'undefined') return
      const observer = new ResizeObserver(measure)
      const list = document.getElementById(listId)
      for (const el of list
        ? list.querySelectorAll<HTMLElement>('[role=tab]:not([disabled])')
        : [tab])
        observer.observe(el, { box: 'border-box' })
      if (list) observer.observe(list, { box: 'border-box' })
      return () => observer.disconnect()
    }, [value, triggerId, listId])

    const horizontal = tabs.orientation === 'horizontal'
    const px = (n: number | undefined) => (n === undefined ? undefined : `${n}px`)
    const empty =
      rect === null || (rect.width === 0 && rect.height === 0 && rect.x === 0 && rect.y === 0)
    const position = {
      '--transition-property': 'left, right, top, bottom, width, height',
      '--left': px(rect?.x),
      '--top': px(rect?.y),
      '--width': px(rect?.width),
      '--height': px(rect?.height),
      position: 'absolute',
      willChange: animate ? 'var(--transition-property)' : 'auto',
      transitionProperty: animate ? 'var(--transition-property)' : 'none',
      transitionDuration: animate ? 'var(--transition-duration, 150ms)' : '0ms',
      transitionTimingFunction: 'var(--transition-timing-function)',
      [horizontal ? 'left' : 'top']: horizontal ? 'var(--left)' : 'var(--top)',
    } as CSSProperties

    return (
      <ark.div
        id={tabs.indicatorId}
        data-scope="tabs"
        data-part="indicator"
        dir={tabs.dir}
        data-orientation={tabs.orientation}
        hidden={empty}
        {...rest}
        style={{ ...position, ...style }}
        onTransitionEnd={(event) => {
          onTransitionEnd?.(event)
          if (event.target === event.currentTarget) setAnimate(false)
        }}
        ref={ref as Ref<HTMLDivElement>}
      />
    )
  },
)

TabsIndicatorElement.displayName = 'Tabs.Indicator'

/** The line under the selected tab, sliding from tab to tab; place it last in `Tabs.List`. */
export const TabsIndicator = withContext(TabsIndicatorElement, 'indicator')
export type TabsIndicatorProps = ComponentProps<typeof TabsIndicator>
