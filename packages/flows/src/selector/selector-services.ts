import {
  type AddressValidationResult,
  type ApiClient,
  type BodyOf,
  type FulfillmentPromise,
  MODALITY_OPTIONS_ORIGIN_PAGE,
  type ModalityType,
  type PostalAddress,
  type ResponseOf,
  type TimeSlotsRequest,
  type TimeSlotsResponse,
  toAddressValidationRequest,
  toAddressValidationResult,
  toModalityAddressValidationRequest,
  toModalityOptions,
} from '@aisle/api'
import { useMemo } from 'react'
import type { ModalityOptionsByType, OptionsQuery } from './selector-state.js'

/**
 * The selector's calls (shopping-method-selector.md §7), as its hooks need them; tests
 * hand in fakes.
 */
export interface SelectorServices {
  /** Options near a postal code or a location (§7 'Modality options'). */
  modalityOptions(query: OptionsQuery): Promise<ModalityOptionsByType>
  setActiveModality(body: BodyOf<'setActiveModality'>): Promise<void>
  validateAddress(address: PostalAddress): Promise<AddressValidationResult>
  validateForModality(
    address: PostalAddress,
    modalityType: ModalityType,
  ): Promise<AddressValidationResult>
  addAddress(body: BodyOf<'addAddress'>): Promise<ResponseOf<'addAddress'>>
  updateAddress(addressId: string, body: BodyOf<'updateAddress'>): Promise<void>
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
    validateAddress: async (address) =>
      toAddressValidationResult(
        await client.call('validateAddress', { body: toAddressValidationRequest(address) }),
      ),
    validateForModality: async (address, modalityType) =>
      toAddressValidationResult(
        await client.call('validateAddressForModality', {
          body: toModalityAddressValidationRequest(address, modalityType),
        }),
      ),
    addAddress: (body) => client.call('addAddress', { body }),
    updateAddress: async (addressId, body) => {
      await client.call('updateAddress', { params: { addressId }, body })
    },
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
