// Development only, loaded lazily: switch the sandbox's faults per route at run time
// (apps/sandbox/README.md "Fault injection"), so each error path can be reached by hand.
import { Button } from '@aisle/ui'
import { type CSSProperties, type FormEvent, useCallback, useEffect, useId, useState } from 'react'

const FAULTS_PATH = '/api/__sandbox/faults'

interface ArmedFault {
  route: string
  fault: string
  remaining?: number
}

interface Board {
  faults: ArmedFault[]
  routes: string[]
  switches: string[]
}

const panelStyle: CSSProperties = {
  position: 'fixed',
  insetInlineEnd: '1rem',
  insetBlockEnd: '1rem',
  zIndex: 1000,
  maxInlineSize: '22rem',
  padding: '0.75rem',
  background: 'Canvas',
  color: 'CanvasText',
  border: '1px solid GrayText',
  borderRadius: '0.5rem',
  fontSize: '0.875rem',
}
const rowStyle: CSSProperties = { display: 'grid', gap: '0.25rem', marginBlock: '0.5rem' }

async function ask(init?: RequestInit, query = ''): Promise<Board> {
  const response = await fetch(`${FAULTS_PATH}${query}`, {
    ...init,
    headers: { 'content-type': 'application/json' },
  })
  const body = (await response.json()) as Partial<Board> & { errors?: Array<{ reason?: string }> }
  if (!response.ok) throw new Error(body.errors?.[0]?.reason ?? `HTTP ${response.status}`)
  return { faults: body.faults ?? [], routes: body.routes ?? [], switches: body.switches ?? [] }
}

/** The sandbox's fault switches: pick a route (or every route) and a fault, switch it on or off. */
export default function FaultPanel() {
  const id = useId()
  const [board, setBoard] = useState<Board>({ faults: [], routes: [], switches: [] })
  const [route, setRoute] = useState('*')
  const [fault, setFault] = useState('')
  const [times, setTimes] = useState('')
  const [status, setStatus] = useState('')

  const run = useCallback(async (work: () => Promise<Board>, done?: string) => {
    try {
      const next = await work()
      setBoard((previous) => ({
        faults: next.faults,
        routes: next.routes.length ? next.routes : previous.routes,
        switches: next.switches.length ? next.switches : previous.switches,
      }))
      if (done) setStatus(done)
    } catch (error) {
      setStatus(error instanceof Error ? error.message : String(error))
    }
  }, [])

  useEffect(() => {
    void run(() => ask())
  }, [run])

  const chosenFault = fault || board.switches[0] || ''

  function switchOn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const body: Record<string, unknown> = { route, fault: chosenFault }
    if (times !== '') body.times = Number(times)
    void run(
      () => ask({ method: 'POST', body: JSON.stringify(body) }),
      `${chosenFault} switched on for ${route === '*' ? 'every route' : route}`,
    )
  }

  return (
    <aside aria-labelledby={`${id}-title`} style={panelStyle}>
      <details>
        <summary id={`${id}-title`}>Sandbox faults ({board.faults.length} on)</summary>
        <form onSubmit={switchOn}>
          <div style={rowStyle}>
            <label htmlFor={`${id}-route`}>Route</label>
            <select id={`${id}-route`} value={route} onChange={(e) => setRoute(e.target.value)}>
              <option value="*">Every route (*)</option>
              {board.routes.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div style={rowStyle}>
            <label htmlFor={`${id}-fault`}>Fault</label>
            <select
              id={`${id}-fault`}
              value={chosenFault}
              onChange={(e) => setFault(e.target.value)}
            >
              {board.switches.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div style={rowStyle}>
            <label htmlFor={`${id}-times`}>Times (empty: until switched off)</label>
            <input
              id={`${id}-times`}
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              value={times}
              onChange={(e) => setTimes(e.target.value)}
            />
          </div>
          <Button type="submit" size="sm">
            Switch on
          </Button>
        </form>
        <h2 style={{ fontSize: '1em', marginBlockStart: '0.75rem' }}>Switched on</h2>
        {board.faults.length === 0 ? (
          <p>None</p>
        ) : (
          <ul>
            {board.faults.map((armed) => (
              <li key={armed.route}>
                {armed.route}: {armed.fault}
                {armed.remaining === undefined ? '' : ` (${armed.remaining} left)`}{' '}
                <Button
                  size="sm"
                  variant="plain"
                  aria-label={`Switch off ${armed.fault} on ${armed.route}`}
                  onClick={() =>
                    void run(
                      () => ask({ method: 'DELETE' }, `?route=${encodeURIComponent(armed.route)}`),
                      `${armed.fault} switched off for ${armed.route}`,
                    )
                  }
                >
                  Switch off
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void run(() => ask({ method: 'DELETE' }), 'Every fault switched off')}
        >
          Switch all off
        </Button>
        <p role="status">{status}</p>
      </details>
    </aside>
  )
}
