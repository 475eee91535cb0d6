import {
  type Address,
  type AnalyticsErrorEvent,
  type ApiClient,
  addressToPostal,
  type BannerRecord,
  isApiError,
  messages,
  routes,
  shownMessageOf,
  toServiceAddress,
} from '@aisle/api'
import { useRevalidateApi } from '@aisle/api/swr'
import { useCallback, useRef, useState } from 'react'
import {
  afterAddressChosen,
  modalityAddressVerdict,
  modalityVerdictErrorEvent,
} from './selector-address-flow.js'
import { type SelectorServices, useSelectorServices } from './selector-services.js'
import type { ModalityOptionsByType } from './selector-state.js'
import { type TimeSlotVendors, timeSlotVendors } from './time-slot-request.js'
import { refetchFlashSales } from './use-flash-sales-refetch.js'

export interface UseDeliveryAddressChoiceOptions {
  /**
   * The banner: itself and its outside vendors are the time slots' sources (§7).
   * Without it no vendors are named. @default none
   */
  banner?: Pick<BannerRecord, 'id' | 'customerService'>
  /**
   * The address is eligible and set: open the time slots or close (§4 step 4), with the
   * vendors the slots are asked for (§7).
   */
  onChosen: (result: {
    address: Address
    locationId: string
    next: 'timeSlots' | 'close'
    vendors: TimeSlotVendors | undefined
  }) => void
  /** Refetches flash sales (and the basket's modality) after the active modality changed. @default refetchFlashSales */
  onModalityChanged?: () => void
  /** Receives the user-constraint error of a turned-down address (§8), to be logged. */
  onErrorLogged?: (event: AnalyticsErrorEvent) => void
  /** @default () => new Date() */
  now?: () => Date
  /** @default crypto.randomUUID */
  newId?: () => string
}

export interface DeliveryAddressChoice {
  busy: boolean
  /** The message under the card: not valid, not eligible, or a failure (§5, §8). */
  error: string | undefined
  /** Resolves true once the address is set for delivery, false when it was turned down. */
  choose: (address: Address) => Promise<boolean>
  clearError: () => void
}

/**
 * 'Confirm Address' / 'Select Address' for delivery (§4 "Choosing an address for a
 * modality"): validate for the modality, reload the options (a delivery option is
 * required), set the active delivery modality, refetch, then time slots or close.
 */
export function useDeliveryAddressChoice(
  source: ApiClient | SelectorServices,
  options: UseDeliveryAddressChoiceOptions,
): DeliveryAddressChoice {
  const services = useSelectorServices(source)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const latest = useRef(options)
  latest.current = options
  const revalidate = useRevalidateApi()

  const choose = useCallback(
    async (address: Address) => {
      const { now = () => new Date(), newId = () => crypto.randomUUID() } = latest.current
      setBusy(true)
      setError(undefined)
      const postal = addressToPostal(address)
      try {
        let verdict: ReturnType<typeof modalityAddressVerdict>
        try {
          const result = await services.validateForModality(postal, 'DELIVERY')
          verdict = modalityAddressVerdict(result, 'DELIVERY')
        } catch (cause) {
          if (!isApiError(cause)) throw cause
          // §8: any validation failure.
          setError(messages.addressValidationFailed)
          return false
        }
        if (!verdict.eligible) {
          setError(verdict.message)
          const event = modalityVerdictErrorEvent(verdict, routes.validateAddressForModality.path)
          if (event) latest.current.onErrorLogged?.(event)
          return false
        }
        // The options are reset and fetched again for the address; a delivery option is required.
        let found: ModalityOptionsByType
        try {
          found = await services.modalityOptions({ postalCode: postal.postalCode })
        } catch (cause) {
          if (!isApiError(cause)) throw cause
          setError(messages.selectorTechnicalDifficulties)
          return false
        }
        const deliveryOptions = found.DELIVERY ?? []
        const option = deliveryOptions[0]
        if (option === undefined) {
          setError(messages.noStores)
          return false
        }
        try {
          await services.setActiveModality({
            id: newId(),
            modalityType: 'DELIVERY',
            destination: { address: toServiceAddress(postal) },
            createdDate: now().toISOString(),
            source: 'options',
          })
        } catch (cause) {
          if (!isApiError(cause)) throw cause
          setError(shownMessageOf(cause))
          return false
        }
        await revalidate('modalityPreferences')
        const refetch = latest.current.onModalityChanged ?? refetchFlashSales
        refetch()
        // The retailer's own delivery (not only a partner's) has time slots to preview.
        const own = deliveryOptions.some((o) => o.deliverySubOption !== 'ALL_DELIVERY')
        const { banner } = latest.current
        latest.current.onChosen({
          address,
          locationId: option.locationId,
          next: afterAddressChosen(own),
          vendors: banner && timeSlotVendors(deliveryOptions, banner),
        })
        return true
      } finally {
        setBusy(false)
      }
    },
    [services, revalidate],
  )
  const clearError = useCallback(() => setError(undefined), [])
  return { busy, error, choose, clearError }
}
