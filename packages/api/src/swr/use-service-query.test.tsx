import { render, renderHook, screen, waitFor } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ApiRequestError } from '../transport/api-error.js'
import { SwrTestWrapper as wrapper } from './test-wrapper.js'
import { type ServiceKey, useServiceQuery } from './use-service-query.js'

describe('useServiceQuery (ARCHITECTURE.md "packages/api": SWR hooks per resource)', () => {
  it('reads from the key alone and reads again when the key changes', async () => {
    const read = vi.fn(async (key: ServiceKey) => `slots of ${String(key[2])}`)
    const { result, rerender } = renderHook(
      ({ store }: { store: string }) => useServiceQuery(['scheduling', 'slots', store], read),
      { wrapper, initialProps: { store: 's1' } },
    )
    await waitFor(() => expect(result.current.data).toBe('slots of s1'))
    rerender({ store: 's2' })
    await waitFor(() => expect(result.current.data).toBe('slots of s2'))
    expect(read.mock.calls.map(([key]) => key)).toEqual([
      ['scheduling', 'slots', 's1'],
      ['scheduling', 'slots', 's2'],
    ])
  })

  it('makes no call for a null key', async () => {
    const read = vi.fn(async () => 1)
    const { result } = renderHook(() => useServiceQuery(null, read), { wrapper })
    await Promise.resolve()
    expect(read).not.toHaveBeenCalled()
    expect(result.current.isLoading).toBe(false)
  })

  it('keeps a service answer as its error, without retrying a client error', async () => {
    const failure = ApiRequestError.of({
      kind: 'http',
      status: 400,
      body: {},
      route: 'appData',
      endpoint: '/api/x',
      message: 'no',
    })
    const read = vi.fn(async () => {
      throw failure
    })
    const { result } = renderHook(() => useServiceQuery(['area', 'verb'], read), { wrapper })
    await waitFor(() => expect(result.current.error).toBe(failure))
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('throws any other failure to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <Boundary>
        <Reader />
      </Boundary>,
      { wrapper },
    )
    expect(await screen.findByText('caught: bug')).toBeTruthy()
    vi.restoreAllMocks()
  })
})

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <p>caught: {this.state.error.message}</p> : this.props.children
  }
}

function Reader() {
  useServiceQuery(['area', 'broken'], async () => {
    throw new TypeError('bug')
  })
  return <p>reading</p>
}
