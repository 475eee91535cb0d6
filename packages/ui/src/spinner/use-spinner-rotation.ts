import { useCallback } from 'react'

const turn: Keyframe[] = [{ transform: 'rotate(0turn)' }, { transform: 'rotate(1turn)' }]

/**
 * A ref that spins the element with the Web Animations API (the preset has no keyframes to
 * lean on), unless the user prefers reduced motion: then the ring stays still and the label
 * carries the meaning.
 */
export function useSpinnerRotation() {
  return useCallback((node: HTMLElement | null) => {
    if (!node || typeof node.animate !== 'function') return
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
    const animation = node.animate(turn, { duration: 800, iterations: Number.POSITIVE_INFINITY })
    return () => animation.cancel()
  }, [])
}
