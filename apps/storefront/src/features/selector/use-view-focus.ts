import { type RefObject, useEffect, useRef } from 'react'

const HEADINGS = 'h1, h2, h3, h4'
/** Frames to wait for a lazily loaded view to show its heading. */
const MAX_FRAMES = 60

/**
 * After a change of view (not on the first render), the focus goes to the new view's
 * first heading inside `body`, else (and on the main view) the first heading of `root`: never the page body,
 * which is where it falls when the pressed control leaves the screen.
 */
export function useViewFocus(
  view: string,
  root: RefObject<HTMLElement | null>,
  body: RefObject<HTMLElement | null>,
): void {
  const shown = useRef(view)
  useEffect(() => {
    if (shown.current === view) return
    shown.current = view
    let frame = 0
    let handle = 0
    // Back on the main view, its own heading names it.
    const inBody = view === 'root' ? null : body
    const land = () => {
      const heading =
        inBody?.current?.querySelector<HTMLElement>(HEADINGS) ??
        (inBody === null || frame >= MAX_FRAMES
          ? root.current?.querySelector<HTMLElement>(HEADINGS)
          : null)
      if (heading) {
        if (!heading.hasAttribute('tabindex')) {
          heading.setAttribute('tabindex', '-1')
          // A landing point, not a control: no focus ring around a heading.
          heading.style.outline = 'none'
        }
        heading.focus()
        return
      }
      frame += 1
      if (frame <= MAX_FRAMES) handle = requestAnimationFrame(land)
    }
    land()
    return () => cancelAnimationFrame(handle)
  }, [view, root, body])
}
