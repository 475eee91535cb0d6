// useDeferredReady: a large screen is committed in a deferred pass after what was shown
// while loading, never in the same commit as the update that made it ready.
import { act, render, screen } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { describe, expect, it } from 'vitest'
import { useDeferredReady } from './deferred-render'

/** Records what each commit showed. */
function Probe({ ready, commits }: { ready: boolean; commits: boolean[] }) {
  const shown = useDeferredReady(ready)
  useLayoutEffect(() => {
    commits.push(shown)
  })
  return <p>{shown ? 'screen' : 'loading'}</p>
}

describe('useDeferredReady', () => {
  it('commits the loading state first when mounted ready, then the screen', async () => {
    const commits: boolean[] = []
    await act(async () => {
      render(<Probe ready commits={commits} />)
    })
    expect(commits).toEqual([false, true])
    expect(screen.getByText('screen')).toBeTruthy()
  })

  it('keeps the loading state in the commit that makes it ready', async () => {
    const commits: boolean[] = []
    let view: ReturnType<typeof render> | undefined
    await act(async () => {
      view = render(<Probe ready={false} commits={commits} />)
    })
    expect(commits).toEqual([false])
    await act(async () => {
      view?.rerender(<Probe ready commits={commits} />)
    })
    expect(commits).toEqual([false, false, true])
    expect(screen.getByText('screen')).toBeTruthy()
  })

  it('is false at once when no longer ready', async () => {
    const commits: boolean[] = []
    let view: ReturnType<typeof render> | undefined
    await act(async () => {
      view = render(<Probe ready commits={commits} />)
    })
    const before = commits.length
    await act(async () => {
      view?.rerender(<Probe ready={false} commits={commits} />)
    })
    expect(commits[before]).toBe(false)
    expect(screen.getByText('loading')).toBeTruthy()
  })
})
