// checkout.md §3 "Scheduling", "Promise (reservation)", §7; shopping-method-selector.md §7.
import { banners, type FulfillmentPromise, type TimeSlot, type TimeSlotDay } from '@aisle/api'
import type { HandlerContext, HandlerTable } from '../context.ts'
import { assertVersion, fail, ok } from '../context.ts'
import { minutesAfter, PROMISE_LIFETIME_MINUTES, SLOT_HOLD_MINUTES } from '../rules.ts'
import type { CatalogItem, SlotPlan, SlotTime } from '../seed.ts'
import { OUTSIDE_VENDOR } from '../seed.ts'

export const SLOT_DAYS = 7

interface RequestedItem {
  gtin13: string
  quantity: number
}

/** `YYYY-MM-DD` of `now` in a time zone, plus `days`. */
export function localDate(now: Date, timeZone: string, days: number): string {
  let today: string
  try {
    today = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now)
  } catch {
    return fail(400, 'INVALID_TIME_ZONE', `unknown time zone ${timeZone}`)
  }
  const [y, m, d] = today.split('-').map(Number)
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10)
}

/** A date's month as the service writes it ('November'), read in UTC: `date` is a day. */
const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' })

const clock = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number)
  const suffix = h < 12 ? 'am' : 'pm'
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')}${suffix}`
}

const catalogOf = (c: HandlerContext, gtin: string) => c.shared.get<CatalogItem>('catalog', gtin)

/**
 * Included and excluded items of a quote: unavailable items are excluded
 * (OUT_OF_STOCK); the outside vendor does not carry age-restricted items (AGE_RESTRICTED).
 */
export function splitItems(
  c: HandlerContext,
  items: readonly RequestedItem[],
  outsideVendor: boolean,
) {
  const included: Array<{ gtin13: string; quantity: number }> = []
  const excluded: Array<{ gtin13: string; quantity: number; code: string }> = []
  for (const item of items) {
    const known = catalogOf(c, item.gtin13)
    if (!known?.available) excluded.push({ ...pick(item), code: 'OUT_OF_STOCK' })
    else if (outsideVendor && known.ageRestricted)
      excluded.push({ ...pick(item), code: 'AGE_RESTRICTED' })
    else included.push(pick(item))
  }
  return { included, excluded }
}

const pick = (item: RequestedItem) => ({ gtin13: item.gtin13, quantity: item.quantity })

export const quoteIdOf = (banner: string, modality: string, date: string) =>
  `q-${banner}-${modality}-${date}`
export const optionIdOf = (time: SlotTime) =>
  `o-${time.start.replace(':', '')}${time.vendor ? `-${OUTSIDE_VENDOR.id}` : ''}`

function slotOf(
  c: HandlerContext,
  plan: SlotPlan,
  date: string,
  time: SlotTime,
  timezone: string,
  items: RequestedItem[],
): TimeSlot {
  const slot: TimeSlot = {
    quoteId: quoteIdOf(c.banner, plan.modality, date),
    optionId: optionIdOf(time),
    displayString: `${clock(time.start)} - ${clock(time.end)}`,
    cost: time.cost,
    shouldShowFees: true,
    option: { type: time.express ? 'EXPRESS' : 'STANDARD' },
    window: { value: `${date}T${time.start}:00/${date}T${time.end}:00`, timezone },
    items: splitItems(c, items, time.vendor === true),
  }
  if (time.waiver !== undefined) slot.waiver = time.waiver
  if (time.incentive !== undefined && slot.option)
    slot.option.incentive = { displayName: time.incentive }
  if (time.vendor) {
    slot.vendorId = OUTSIDE_VENDOR.id
    slot.vendorName = OUTSIDE_VENDOR.name
  }
  return slot
}

/** The slot a quote and option name, with its date; undefined when there is none. */
export function findSlotTime(c: HandlerContext, quoteId: string, optionId: string) {
  const match = /^q-([a-z]+)-(PICKUP|DELIVERY)-(\d{4}-\d{2}-\d{2})$/.exec(quoteId)
  if (!match || match[1] !== c.banner) return undefined
  const plan = c.shared.get<SlotPlan>('slotPlans', match[2] ?? '')
  const date = match[3] ?? ''
  if (!plan) return undefined
  const offset = (Date.parse(date) - Date.parse(localDate(c.now, 'UTC', 0))) / 86_400_000
  if (offset < 0 || offset >= SLOT_DAYS || plan.unavailableDays.includes(offset)) return undefined
  const time = plan.times.find((t) => optionIdOf(t) === optionId)
  return time ? { plan, date, time } : undefined
}

const promiseOf = (c: HandlerContext, id: string) => c.mine.get<FulfillmentPromise>('promises', id)

function livePromise(c: HandlerContext, id: string): FulfillmentPromise {
  const promise = promiseOf(c, id)
  if (!promise) return fail(404, 'PROMISE_NOT_FOUND', 'promise not found')
  if (Date.parse(promise.expiration.value) <= c.now.getTime()) {
    return fail(404, 'PROMISE_EXPIRED', 'the reservation has expired')
  }
  return promise
}

interface PromiseInput {
  optionIds: string[]
  items: RequestedItem[]
  originalWindow?: { value: string; timezone: string }
  vendorId?: string
}

function buildPromise(
  c: HandlerContext,
  id: string,
  input: PromiseInput,
  versionKey: string,
): FulfillmentPromise {
  const vendorId = input.vendorId || c.banner
  const promise: FulfillmentPromise = {
    id,
    expiration: { value: minutesAfter(c.now, PROMISE_LIFETIME_MINUTES) },
    selections: [
      {
        vendor: { id: vendorId },
        window: input.originalWindow ?? { value: input.optionIds.join(','), timezone: 'UTC' },
        items: splitItems(c, input.items, vendorId === OUTSIDE_VENDOR.id),
      },
    ],
    versionKey,
  }
  c.mine.put('promises', id, promise)
  c.mine.put('meta', 'currentPromise', id)
  return promise
}

/**
 * The vendors filter names vendors the banner works with (itself and the delivery vendors
 * of its registry entry) and hands off by the modality asked about
 * (shopping-method-selector.md §7, checkout.md §7).
 */
function checkVendors(
  banner: string,
  modality: string,
  vendors: { sources?: string[]; handoffs?: string[] } | undefined,
): void {
  const record = banners.find((b) => b.id === banner)
  const known = [banner, ...Object.keys(record?.customerService.byDeliveryVendor ?? {})]
  const unknown = vendors?.sources?.find((source) => !known.includes(source))
  if (unknown !== undefined) fail(400, 'INVALID_VENDORS', `unknown vendor source ${unknown}`)
  const other = vendors?.handoffs?.find((handoff) => handoff !== modality)
  if (other !== undefined) fail(400, 'INVALID_VENDORS', `handoff ${other} is not ${modality}`)
}

export const schedulingHandlers: Pick<
  HandlerTable,
  'timeSlots' | 'reserveTimeSlot' | 'createPromise' | 'updatePromise' | 'promiseFromReservation'
> = {
  timeSlots: (c) => {
    const request = c.body as {
      modality?: { type: string }
      vendors?: { sources?: string[]; handoffs?: string[] }
      items: RequestedItem[]
    }
    // A vendors filter keeps the slots of the vendors it names (the banner is its own vendor).
    checkVendors(c.banner, request.modality?.type ?? 'PICKUP', request.vendors)
    const sources = request.vendors?.sources
    const vendorOf = (time: SlotTime) => (time.vendor ? OUTSIDE_VENDOR.id : c.banner)
    const kept = (time: SlotTime) => sources === undefined || sources.includes(vendorOf(time))
    const timezone = c.headers.get('user-time-zone') ?? 'UTC'
    const type = request.modality?.type ?? 'PICKUP'
    const plan = c.shared.get<SlotPlan>('slotPlans', type)
    if (!plan) return ok({ days: [], message: 'There are no time slots for this shopping method.' })
    const days: TimeSlotDay[] = []
    for (let offset = 0; offset < SLOT_DAYS; offset += 1) {
      const date = localDate(c.now, timezone, offset)
      const month = monthName.format(new Date(`${date}T00:00:00Z`))
      const times = plan.unavailableDays.includes(offset)
        ? []
        : plan.times
            .filter(kept)
            .map((time) => slotOf(c, plan, date, time, timezone, request.items))
      days.push({ date, month, times })
    }
    return ok({ days, ...(plan.membership ? { membership: plan.membership } : {}) })
  },
  reserveTimeSlot: (c) => {
    const { quoteId, optionId } = c.body as { quoteId: string; optionId: string }
    if (!findSlotTime(c, quoteId, optionId)) return ok({ reserved: false })
    c.mine.put('reservations', 'current', {
      quoteId,
      optionId,
      expires: minutesAfter(c.now, SLOT_HOLD_MINUTES),
    })
    return ok({ reserved: true })
  },
  createPromise: (c) => ok(buildPromise(c, c.newId('promise'), c.body as PromiseInput, 'v1')),
  updatePromise: (c) => {
    const body = c.body as PromiseInput & { versionKey?: string }
    const stored = livePromise(c, c.params.promiseId ?? '')
    assertVersion(stored.versionKey, body.versionKey)
    return ok(buildPromise(c, stored.id, body, c.nextVersion(stored.versionKey)))
  },
  promiseFromReservation: (c) => {
    const { items, versionKey } = c.body as { items: RequestedItem[]; versionKey: string }
    const id = c.mine.get<string>('meta', 'currentPromise')
    if (id === undefined) return fail(404, 'PROMISE_NOT_FOUND', 'no reservation')
    const stored = livePromise(c, id)
    assertVersion(stored.versionKey, versionKey)
    const [selection] = stored.selections
    return ok(
      buildPromise(
        c,
        stored.id,
        {
          optionIds: [selection?.window.value ?? 'reservation'],
          items,
          ...(selection ? { originalWindow: selection.window, vendorId: selection.vendor.id } : {}),
        },
        c.nextVersion(stored.versionKey),
      ),
    )
  },
}
