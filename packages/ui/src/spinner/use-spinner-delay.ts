import { useEffect, useState } from 'react'

/** `false` until `delayMs` has passed since mount, then `true`; `true` at once for 0 or less. */
export function useSpinnerDelay(delayMs: number): boolean {
  const [visible, setVisible] = useState(delayMs <= 0)
  useEffect(() => {
    if (delayMs <= 0) {
      setVisible(true)
      return
    }
    const timer = setTimeout(() => setVisible(true), delayMs)
    return () => clearTimeout(timer)
  }, [delayMs])
  return visible
}
