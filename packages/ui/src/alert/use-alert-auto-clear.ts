import { useEffect, useRef } from 'react'

/**
 * Calls `onClear` once, `ms` milliseconds after mount (or after `ms` changes). The timer is
 * cleared on unmount; a new `onClear` on re-render does not restart it.
 */
export function useAlertAutoClear(ms: number | undefined, onClear: (() => void) | undefined) {
  const latest = useRef(onClear)
  useEffect(() => {
    latest.current = onClear
  })
  useEffect(() => {
    if (ms === undefined || !Number.isFinite(ms) || ms < 0) return
    const timer = setTimeout(() => latest.current?.(), ms)
    return () => clearTimeout(timer)
  }, [ms])
}
