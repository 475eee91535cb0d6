import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react'

// The track shows the focus ring for keyboard focus only. `:focus-visible` is the browser's
// own judgement and holds for shoppers, but a focus that follows a press made by a script
// (a test's click) can match it too. Ark judged the pointer by the last press or key, as
// here: a focus that comes after a press on the switch marks its label, and the ring then
// waits for a key. The mark is an attribute set on the element, so no render.

/** The attribute on the switch's label while its focus came from a pointer. */
const pointerFocusAttribute = 'data-pointer-focus'

let pressed = false
const watched = new WeakSet<Document>()

/** A key pressed anywhere (Tab among them) ends the pointer's turn. */
const onKeyDown = (event: globalThis.KeyboardEvent) => {
  if (!event.metaKey && !event.ctrlKey && !event.altKey) pressed = false
}

/** On the label: a press, then (from the first one) the page's keys. */
export function onLabelPointerDown(event: PointerEvent<HTMLLabelElement>) {
  pressed = true
  const document = event.currentTarget.ownerDocument
  if (!watched.has(document)) {
    watched.add(document)
    document.addEventListener('keydown', onKeyDown, true)
  }
}

const labelOf = (input: HTMLInputElement) => input.closest('label')

/** On the input: a focus after a press marks the label. */
export function onInputFocus(event: FocusEvent<HTMLInputElement>) {
  labelOf(event.currentTarget)?.toggleAttribute(pointerFocusAttribute, pressed)
}

/** On the input: leaving it, or a key on it (Space), clears the mark. */
export function clearPointerFocus(
  event: FocusEvent<HTMLInputElement> | KeyboardEvent<HTMLInputElement>,
) {
  labelOf(event.currentTarget)?.removeAttribute(pointerFocusAttribute)
}

type InputFocusHandlers = {
  onFocus?: ((event: FocusEvent<HTMLInputElement>) => void) | undefined
  onBlur?: ((event: FocusEvent<HTMLInputElement>) => void) | undefined
  onKeyDown?: ((event: KeyboardEvent<HTMLInputElement>) => void) | undefined
}

/** The input's focus, blur and key handlers with the pointer-focus mark, then the caller's own. */
export function withPointerFocus(own: InputFocusHandlers): Required<InputFocusHandlers> {
  return {
    onFocus: (event) => {
      onInputFocus(event)
      own.onFocus?.(event)
    },
    onBlur: (event) => {
      clearPointerFocus(event)
      own.onBlur?.(event)
    },
    onKeyDown: (event) => {
      clearPointerFocus(event)
      own.onKeyDown?.(event)
    },
  }
}

/** The label's press handler with the pointer-focus mark, then the caller's own. */
export function withLabelPointerDown(
  own: ((event: PointerEvent<HTMLLabelElement>) => void) | undefined,
) {
  return (event: PointerEvent<HTMLLabelElement>) => {
    onLabelPointerDown(event)
    own?.(event)
  }
}
