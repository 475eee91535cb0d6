import { type ApiError, isApiError } from '@aisle/api'
import { useCallback, useEffect, useState } from 'react'

export type CallState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: ApiError }

/**
 * A read made through a POST call (time slots, products): loads whenever `key` changes,
 * `null` skips it; `reload` asks again. The last answer wins.
 */
export function useCall<T>(
  key: string | null,
  load: () => Promise<T>,
): { state: CallState<T>; reload: () => void } {
  const [state, setState] = useState<CallState<T>>({ status: 'idle' })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` reads.
  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle' })
      return
    }
    let current = true
    setState({ status: 'loading' })
    load().then(
      (data) => current && setState({ status: 'success', data }),
      (error: unknown) => {
        if (!current) return
        if (isApiError(error)) setState({ status: 'error', error })
        else throw error
      },
    )
    return () => {
      current = false
    }
  }, [key, attempt])
  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  // Between a key arriving and the effect starting its load, the call is already on its
  // way: 'idle' there would let a screen render without its loading placeholder for a frame.
  return { state: key !== null && state.status === 'idle' ? loading : state, reload }
}

const loading: CallState<never> = { status: 'loading' }
