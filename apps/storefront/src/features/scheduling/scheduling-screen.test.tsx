// A day or time pick renders the part of the scheduling screen that changes, not the whole
// screen: the interaction latency target of docs/performance.md (≤ 50 ms at 4x CPU) is met by
// keeping the other parts' renders out of the click. Counted, not timed.
import type { TimeSlotDay } from '@aisle/api'
import {
  initialReservationState,
  initialScheduleSelection,
  type Scheduling,
  scheduleReducer,
} from '@aisle/flows'
import { PageLayout } from '@aisle/ui'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { type ComponentType, Profiler, type ReactNode, useCallback, useReducer } from 'react'
import { MemoryRouter } from 'react-router'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SchedulingScreen } from './scheduling-screen'
import { WideOverride } from './use-wide'

const renders = vi.hoisted(() => new Map<string, number>())

// Each kit part the screen shows, counted each time it renders.
vi.mock('@aisle/ui', async (importOriginal) => {
  const ui = await importOriginal<Record<string, unknown>>()
  const counted = (name: string) => {
    const Part = ui[name] as ComponentType<Record<string, unknown>>
    return function Counted(props: Record<string, unknown>) {
      renders.set(name, (renders.get(name) ?? 0) + 1)
      return <Part {...props} />
    }
  }
  return {
    ...ui,
    DayCarousel: counted('DayCarousel'),
    TimeSlotGroup: counted('TimeSlotGroup'),
    Stepper: counted('Stepper'),
  }
})

const slot = (optionId: string, displayString: string, cost: number) => ({
  quoteId: 'q1',
  optionId,
  displayString,
  cost,
  shouldShowFees: true,
})
// The days as the flow hands them: the same array while only the choice changes.
const days: TimeSlotDay[] = [
  {
    date: '2026-11-23',
    month: 'November',
    times: [slot('a', '9:00 AM - 10:00 AM', 0), slot('b', '10:00 AM - 11:00 AM', 3.95)],
  },
  {
    date: '2026-11-24',
    month: 'November',
    times: [slot('c', '11:00 AM - 12:00 PM', 0), slot('d', '1:00 PM - 2:00 PM', 4.95)],
  },
]
const store = {
  locationId: 'store-1',
  name: 'Copperline Market',
  address: { street: '1 Main St', locality: 'Springfield' },
} as unknown as NonNullable<Scheduling['store']>
const noop = () => {}

/** The page's part: the choice held above the screen, as `useScheduling` holds it. */
function Page({ quotes = 'success' }: { quotes?: 'loading' | 'success' }) {
  const [selection, dispatch] = useReducer(scheduleReducer, undefined, () =>
    initialScheduleSelection(),
  )
  const selectDay = useCallback((date: string) => dispatch({ type: 'selectDay', date }), [])
  const selectTime = useCallback((slotKey: string) => dispatch({ type: 'selectTime', slotKey }), [])
  const scheduling: Scheduling = {
    page: { status: 'ready' },
    userId: 'shopper-1',
    fulfillmentType: 'Pickup',
    selection,
    activeDate: selection.date ?? days[0]?.date,
    quotes: quotes === 'success' ? { status: 'success', days } : { status: 'loading', days: [] },
    chips: [],
    showOwnDeliveryToggle: false,
    store,
    stores: [store],
    membershipText: undefined,
    items: [],
    unavailableItems: [],
    fallout: [],
    selectedOptionId: undefined,
    replacementsOpen: false,
    continueToPayment: noop,
    closeReplacements: noop,
    ageRestricted: false,
    minimumAge: 21,
    includedItemCount: 1,
    canContinue: true,
    submit: initialReservationState,
    busy: false,
    modal: undefined,
    modalReason: undefined,
    failure: undefined,
    selectDay,
    selectTime,
    setFilter: noop,
    selectStore: async () => {},
    destinationChanged: noop,
    continue: noop,
    verifyAge: noop,
    cancelAge: noop,
    retry: noop,
    reloadQuotes: noop,
    selectNewTime: noop,
    dismiss: noop,
    clearCheckoutState: noop,
  }
  return (
    <SchedulingScreen
      scheduling={scheduling}
      bannerTitle="Copperline"
      cartPath="/cart"
      onBackToCart={noop}
    />
  )
}

beforeAll(() => {
  // What jsdom lacks and the screen's parts use: media queries and resize observers.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: noop,
      removeEventListener: noop,
    }) as unknown as MediaQueryList
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

beforeEach(() => renders.clear())

/** The screen as the page shows it. */
const framed = (page: ReactNode) => (
  <MemoryRouter>
    <WideOverride.Provider value={false}>
      <PageLayout.Root variant="checkout">
        <PageLayout.Main>{page}</PageLayout.Main>
      </PageLayout.Root>
    </WideOverride.Provider>
  </MemoryRouter>
)

/** Renders the screen; the radio groups' machines start a microtask after mounting. */
async function mount() {
  render(framed(<Page />))
  await act(async () => {})
}

/** A click, and the radio group's machine's work that follows it in microtasks. */
async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element)
  })
}

/** Renders of each counted part from here on. */
function countFromNow() {
  const start = new Map(renders)
  return (name: string) => (renders.get(name) ?? 0) - (start.get(name) ?? 0)
}

describe('scheduling screen: what a pick renders (checkout.md §2 "Scheduling screen")', () => {
  it('picking a time renders the time slots and the summary, not the day carousel', async () => {
    await mount()
    expect(renders.get('DayCarousel')).toBeGreaterThan(0)
    const since = countFromNow()
    await click(screen.getByRole('radio', { name: '10:00 AM - 11:00 AM' }))
    // The summary shows the pick: the screen did take the new choice.
    expect(screen.getByText(/10:00 AM - 11:00 AM \(\$3\.95\)/)).toBeTruthy()
    expect(since('TimeSlotGroup')).toBeGreaterThan(0)
    expect(since('DayCarousel')).toBe(0)
    expect(since('Stepper')).toBe(0)
  })

  it("picking a day renders the carousel and that day's slots, not the stepper", async () => {
    await mount()
    const since = countFromNow()
    await click(screen.getByRole('radio', { name: /Nov 24/ }))
    expect(screen.getByRole('radio', { name: '1:00 PM - 2:00 PM' })).toBeTruthy()
    expect(since('DayCarousel')).toBeGreaterThan(0)
    expect(since('TimeSlotGroup')).toBeGreaterThan(0)
    expect(since('Stepper')).toBe(0)
  })
})

// The quotes arrive as a read's sync update; the day carousel and the time slots, the
// screen's largest render, follow in a deferred pass (docs/performance.md, "Long tasks
// after the first paint"), so the update itself is a short task.
describe('scheduling screen: the quotes arriving', () => {
  it('keeps the placeholder in the commit that takes the quotes; the times follow', async () => {
    const commits: { busy: boolean; times: boolean }[] = []
    const note = () =>
      commits.push({
        busy: document.querySelector('[aria-busy="true"]') !== null,
        times: screen.queryByRole('radiogroup', { name: 'Available Times' }) !== null,
      })
    const profiled = (quotes: 'loading' | 'success') =>
      framed(
        <Profiler id="scheduling" onRender={note}>
          <Page quotes={quotes} />
        </Profiler>,
      )
    const view = render(profiled('loading'))
    await act(async () => {})
    expect(commits.at(-1)).toEqual({ busy: true, times: false })
    const before = commits.length
    await act(async () => {
      view.rerender(profiled('success'))
    })
    expect(commits[before], 'the commit of the quotes').toEqual({ busy: true, times: false })
    expect(commits.at(-1), 'the deferred pass').toEqual({ busy: false, times: true })
  })
})
