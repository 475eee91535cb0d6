import {
  type ApiClient,
  type BodyOf,
  type Checkout,
  type FulfillmentPromise,
  MODALITY_OPTIONS_ORIGIN_PAGE,
  type ModalityOption,
  type Product,
  type SimilarItem,
  type TimeSlotsResponse,
  toModalityOptions,
} from '@aisle/api'

export type TimeSlotsRequest = BodyOf<'timeSlots'>
export type PromiseRequest = BodyOf<'createPromise'>
export type CreateCheckoutRequest = BodyOf<'createCheckout'>
export type ModalityPreferenceRequest = BodyOf<'setActiveModality'>

/**
 * The scheduling step's calls (checkout.md §7), as its hooks need them; tests hand in
 * fakes. Reads are named by the key tuples of `schedulingKeys`.
 */
export interface SchedulingServices {
  /** Products by upcs: names, availability and age restrictions of the cart's items. */
  products(gtins: readonly string[]): Promise<Product[]>
  /** The pickup stores near a postal code ('Change Store'). */
  stores(postalCode: string): Promise<ModalityOption[]>
  /** Timeslots (POST), with the `user-time-zone` header. */
  timeSlots(request: TimeSlotsRequest, timeZone: string): Promise<TimeSlotsResponse>
  /** Timeslot reserve: whether the time was held. */
  reserve(slot: { quoteId: string; optionId: string }): Promise<boolean>
  /** Create promise (v4 composite). */
  createPromise(request: PromiseRequest): Promise<FulfillmentPromise>
  /** Update promise (put by id). */
  updatePromise(
    promiseId: string,
    request: PromiseRequest & { versionKey: string },
  ): Promise<FulfillmentPromise>
  /** Get or create promise from a reservation. */
  promiseFromReservation(body: BodyOf<'promiseFromReservation'>): Promise<FulfillmentPromise>
  /** Create checkout (v2). */
  createCheckout(body: CreateCheckoutRequest): Promise<Checkout>
  /** Set active modality (the delivery filter, 'Change Store'). */
  setActiveModality(body: ModalityPreferenceRequest): Promise<void>
  /** Scheduling replacements by upc, validated against the chosen option. */
  similarItems(upc: string, optionId: string): Promise<SimilarItem[]>
  /** Update line items of the cart (a replacement). */
  updateCartLines(checkoutId: string, body: BodyOf<'updateCheckout'>): Promise<void>
}

/** The services over the one fetch client. */
export function createSchedulingServices(client: ApiClient): SchedulingServices {
  return {
    products: async (gtins) =>
      (await client.call('products', { body: { gtins: [...gtins] } })).products,
    stores: async (postalCode) =>
      toModalityOptions(
        await client.call('modalityOptions', {
          body: { address: { postalCode }, originPage: MODALITY_OPTIONS_ORIGIN_PAGE },
        }),
      ).PICKUP ?? [],
    timeSlots: (body, timeZone) =>
      client.call('timeSlots', { headers: { 'user-time-zone': timeZone }, body }),
    reserve: async (slot) => (await client.call('reserveTimeSlot', { body: slot })).reserved,
    createPromise: (body) => client.call('createPromise', { body }),
    updatePromise: (promiseId, body) =>
      client.call('updatePromise', { params: { promiseId }, body }),
    promiseFromReservation: (body) => client.call('promiseFromReservation', { body }),
    createCheckout: (body) => client.call('createCheckout', { body }),
    setActiveModality: async (body) => {
      await client.call('setActiveModality', { body })
    },
    similarItems: async (upc, optionId) =>
      (
        await client.call('replacements', {
          params: { upc },
          query: { 'option.validate': optionId },
        })
      ).similarItems,
    updateCartLines: async (checkoutId, body) => {
      await client.call('updateCheckout', { params: { checkoutId }, body })
    },
  }
}
