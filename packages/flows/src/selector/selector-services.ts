import {
  type AddressValidationResult,
  type ApiClient,
  type BodyOf,
  type FulfillmentPromise,
  MODALITY_OPTIONS_ORIGIN_PAGE,
  type ModalityType,
  type PostalAddress,
  type TimeSlotsRequest,
  type TimeSlotsResponse,
  toAddressValidationResult,
  toModalityAddressValidationRequest,
  toModalityOptions,
} from '@aisle/api'
import { useMemo } from 'react'
import type { ModalityOptionsByType, OptionsQuery } from './selector-state.js'

/**
 * The selector's calls (shopping-method-selector.md §7), as its hooks need them; tests
 * hand in fakes. Validating and saving an address go through `AddressServices`, the
 * address book's.
 */
export interface SelectorServices {
  /** Options near a postal code or a location (§7 'Modality options'). */
  modalityOptions(query: OptionsQuery): Promise<ModalityOptionsByType>
  setActiveModality(body: BodyOf<'setActiveModality'>): Promise<void>
  validateForModality(
    address: PostalAddress,
    modalityType: ModalityType,
  ): Promise<AddressValidationResult>
  /** The upfront time slots, with the shopper's time zone as user-time-zone. */
  upfrontTimeSlots(request: TimeSlotsRequest, timeZone: string): Promise<TimeSlotsResponse>
  createPromise(body: BodyOf<'createPromise'>): Promise<FulfillmentPromise>
}

/** The verbs over the one fetch client. */
export function createSelectorServices(client: ApiClient): SelectorServices {
  return {
    modalityOptions: async (query) =>
      toModalityOptions(
        await client.call('modalityOptions', {
          body: {
            ...('postalCode' in query
              ? { address: { postalCode: query.postalCode } }
              : { location: query.location }),
            originPage: MODALITY_OPTIONS_ORIGIN_PAGE,
          },
        }),
      ),
    setActiveModality: async (body) => {
      await client.call('setActiveModality', { body })
    },
    validateForModality: async (address, modalityType) =>
      toAddressValidationResult(
        await client.call('validateAddressForModality', {
          body: toModalityAddressValidationRequest(address, modalityType),
        }),
      ),
    upfrontTimeSlots: (request, timeZone) =>
      client.call('timeSlots', { headers: { 'user-time-zone': timeZone }, body: request }),
    createPromise: (body) => client.call('createPromise', { body }),
  }
}

const isClient = (source: ApiClient | SelectorServices): source is ApiClient =>
  'call' in source && typeof source.call === 'function'

/** The services of a client (one set per client), or the services handed in. */
export function useSelectorServices(source: ApiClient | SelectorServices): SelectorServices {
  return useMemo(() => (isClient(source) ? createSelectorServices(source) : source), [source])
}
