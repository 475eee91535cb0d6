import {
  ApiRequestError,
  type MembershipItem,
  type ModalityOption,
  type ModalityPreference,
} from '@aisle/api'
import { describe, expect, it } from 'vitest'
import { modalityFeeText } from './selector-options.js'
import {
  initialSelectorState,
  type SelectorAction,
  type SelectorState,
  selectorReducer,
} from './selector-state.js'
import {
  activeChoicesOf,
  activeModalityRequestOf,
  deliverySelectAction,
  membershipNameOf,
  optionsFailedAction,
  orderedDeliveryChoices,
  selectorStatusOf,
  startShoppingName,
} from './selector-view.js'

// shopping-method-selector.md §1, §4 "Store selection", §6, §8, without React: what
// useShoppingMethodSelector derives from its reads and its state, and what it asks.

const at = (type: ModalityPreference['modalityType'], locationId: string, day: number) =>
  ({
    id: `${type}-${locationId}`,
    modalityType: type,
    destination: { locationId },
    createdDate: `2026-11-${String(day).padStart(2, '0')}T09:00:00Z`,
    source: 'options',
  }) as ModalityPreference
const toAddress = {
  ...at('SHIP', 'x', 30),
  destination: { address: { postalCode: '45202' } },
} as ModalityPreference
const history = [at('PICKUP', 'p-old', 1), at('PICKUP', 'p-new', 5), at('DELIVERY', 'd1', 3)]

const option = (locationId: string, extra: Partial<ModalityOption> = {}): ModalityOption => ({
  locationId,
  isCrossBanner: false,
  isLocker: false,
  fulfillment: [],
  ...extra,
})
const fee = { regular: 9.95, membership: 4.95 }
const delivery = [
  option('d1', { deliverySubOption: 'ALL_DELIVERY', fee }),
  option('d2', { deliverySubOption: 'KROGER_DELIVERY', fee }),
]

const run = (...actions: SelectorAction[]): SelectorState =>
  actions.reduce(selectorReducer, initialSelectorState('PICKUP'))
const searching: SelectorAction[] = [{ type: 'typeZip', value: '45202' }, { type: 'submitZip' }]
const loaded = (options: Partial<Record<'PICKUP' | 'DELIVERY' | 'SHIP', ModalityOption[]>>) =>
  run(...searching, { type: 'optionsLoaded', request: 1, options })

describe('the shopper\'s active choices: §4 "the latest createdDate", §9 cookies', () => {
  it('signed in: the latest preference of each type, a store or option only', () => {
    const facts = { signedIn: true, savedChoice: undefined, history: [...history, toAddress] }
    expect(activeChoicesOf(facts).byType).toEqual({
      PICKUP: { modalityType: 'PICKUP', locationId: 'p-new' },
      DELIVERY: { modalityType: 'DELIVERY', locationId: 'd1' },
    })
  })

  it('signed in: the current choice is the latest of all types', () => {
    const facts = { signedIn: true, savedChoice: undefined, history }
    expect(activeChoicesOf(facts).active).toEqual({ modalityType: 'PICKUP', locationId: 'p-new' })
    expect(activeChoicesOf({ ...facts, history: [] })).toEqual({ byType: {}, active: undefined })
  })

  it("signed out: the cookies' choice alone, whatever the service holds", () => {
    const savedChoice = { modalityType: 'IN_STORE' as const, locationId: 's9', name: 'Vine St' }
    const kept = { modalityType: 'IN_STORE', locationId: 's9' }
    expect(activeChoicesOf({ signedIn: false, savedChoice, history })).toEqual({
      byType: { IN_STORE: kept },
      active: kept,
    })
    expect(activeChoicesOf({ signedIn: false, savedChoice: undefined, history })).toEqual({
      byType: {},
      active: undefined,
    })
  })
})

describe('members\' fees: §1, §6 "Membership-active customers see reduced ... fees"', () => {
  const now = new Date('2026-11-22T10:00:00Z')
  const plan = (cancelled?: string): MembershipItem => ({
    planCode: 'BST',
    product: { computedMembershipItemData: {} },
    enrollment: cancelled === undefined ? {} : { cancellationDate: { value: cancelled } },
  })

  it("names the banner's plan for an active membership only", () => {
    expect(membershipNameOf({ name: 'Boost' }, [plan()], now)).toBe('Boost')
    expect(membershipNameOf({ name: 'Boost' }, [plan('2026-11-01T00:00:00Z')], now)).toBeUndefined()
    expect(membershipNameOf({ name: 'Boost' }, undefined, now)).toBeUndefined()
  })

  it("the delivery choices then show the members' fee", () => {
    const options = loaded({ DELIVERY: delivery }).options
    const [first] = orderedDeliveryChoices(options, 'Greenleaf', 'Boost', undefined)
    expect(first?.fee).toBe(modalityFeeText(fee, 'Boost'))
    expect(first?.fee).not.toBe(modalityFeeText(fee, undefined))
  })
})

describe('the delivery choices: §2 group order, §4 "The selected modality is ordered first"', () => {
  const options = loaded({ DELIVERY: delivery, SHIP: [option('sh1')] }).options

  it("keep the spec's group order, with the active option moved first", () => {
    const values = (active: string | undefined) =>
      orderedDeliveryChoices(options, 'Greenleaf', undefined, active).map((c) => c.value)
    expect(values(undefined)).toEqual([
      'DELIVERY:KROGER_DELIVERY',
      'DELIVERY:ALL_DELIVERY',
      'SHIP:SHIP',
    ])
    expect(values('d1')).toEqual(['DELIVERY:ALL_DELIVERY', 'DELIVERY:KROGER_DELIVERY', 'SHIP:SHIP'])
  })

  it('are none until options are loaded', () => {
    expect(orderedDeliveryChoices(run(...searching).options, 'Greenleaf', undefined, 'd1')).toEqual(
      [],
    )
  })

  it('a radio choice selects its option; Start Shopping hands back its label', () => {
    const choices = orderedDeliveryChoices(options, 'Greenleaf', undefined, undefined)
    const select = deliverySelectAction(choices, 'SHIP:SHIP')
    expect(select).toEqual({
      type: 'select',
      value: 'SHIP:SHIP',
      selection: { modalityType: 'SHIP', locationId: 'sh1' },
    })
    expect(deliverySelectAction(choices, 'PICKUP:none')).toBeUndefined()
    const selection = { modalityType: 'SHIP' as const, locationId: 'sh1' }
    expect(startShoppingName(choices, 'SHIP:SHIP', selection)).toBe(choices[2]?.label)
    expect(startShoppingName(choices, undefined, selection)).toBe('sh1')
  })
})

describe("the window's status: §4 'Start Shopping', §8 no-store message", () => {
  const store = option('p1')
  const deliveryTab = (state: SelectorState) =>
    selectorReducer(state, { type: 'selectModality', modality: 'DELIVERY' })
  const pick = (state: SelectorState, modalityType: 'PICKUP' | 'SHIP', locationId: string) =>
    selectorReducer(state, {
      type: 'select',
      value: locationId,
      selection: { modalityType, locationId },
    })

  it('no stores only once a search is loaded, for the current modality', () => {
    expect(selectorStatusOf(run(), [], []).noStores).toBe(false)
    const pickupOnly = loaded({ PICKUP: [store] })
    expect(selectorStatusOf(pickupOnly, [store], []).noStores).toBe(false)
    expect(selectorStatusOf(pickupOnly, [], []).noStores).toBe(true)
    // The delivery tab counts its delivery choices, not the stores.
    expect(selectorStatusOf(deliveryTab(pickupOnly), [store], []).noStores).toBe(true)
  })

  it('Start Shopping needs a selection of the tab; a ship option counts on the delivery tab', () => {
    const ready = loaded({ PICKUP: [store] })
    expect(selectorStatusOf(ready, [store], []).canStartShopping).toBe(false)
    expect(selectorStatusOf(pick(ready, 'PICKUP', 'p1'), [store], []).canStartShopping).toBe(true)
    expect(
      selectorStatusOf(deliveryTab(pick(ready, 'PICKUP', 'p1')), [], []).canStartShopping,
    ).toBe(false)
    expect(selectorStatusOf(deliveryTab(pick(ready, 'SHIP', 'sh1')), [], []).canStartShopping).toBe(
      true,
    )
  })

  it('busy while searching or setting a choice, and no Start Shopping while it is set', () => {
    expect(selectorStatusOf(run(...searching), [], []).busy).toBe(true)
    const picked = pick(loaded({ PICKUP: [store] }), 'PICKUP', 'p1')
    expect(selectorStatusOf(picked, [store], []).busy).toBe(false)
    const saving = selectorReducer(picked, {
      type: 'commit',
      selection: { modalityType: 'PICKUP', locationId: 'p1' },
    })
    expect(selectorStatusOf(saving, [store], [])).toMatchObject({
      busy: true,
      canStartShopping: false,
    })
  })
})

describe('what the selector asks: §4 "type, destination, created date and a new id", §8', () => {
  it('sets the active modality to the chosen store, from the options', () => {
    const now = new Date('2026-11-22T10:00:00Z')
    expect(
      activeModalityRequestOf({ modalityType: 'PICKUP', locationId: 'p1' }, 'id-1', now),
    ).toEqual({
      id: 'id-1',
      modalityType: 'PICKUP',
      destination: { locationId: 'p1' },
      createdDate: '2026-11-22T10:00:00.000Z',
      source: 'options',
    })
  })

  it('a failed search carries its status and code: a 400 NO_STORES_FOUND gets the no-store message', () => {
    const error = (status: number, code?: string) =>
      ApiRequestError.of({
        kind: 'http',
        route: 'modalityOptions',
        endpoint: '/x',
        status,
        message: 'm',
        body: {},
        ...(code === undefined ? {} : { code }),
      })
    const noStores = optionsFailedAction(1, error(400, 'NO_STORES_FOUND'))
    expect(noStores).toEqual({
      type: 'optionsFailed',
      request: 1,
      status: 400,
      code: 'NO_STORES_FOUND',
    })
    expect(selectorReducer(run(...searching), noStores).options).toMatchObject({
      status: 'failed',
      noStores: true,
      sorryPanel: false,
    })
    expect(optionsFailedAction(2, error(500))).toEqual({
      type: 'optionsFailed',
      request: 2,
      status: 500,
    })
  })

  it('anything but an API error is a bug, thrown on', () => {
    const bug = new TypeError('bug')
    expect(() => optionsFailedAction(1, bug)).toThrow(bug)
  })
})
