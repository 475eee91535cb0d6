import type { AnalyticsContext, ModalityType, TimeSlot } from '@aisle/api'

/** The slot a Start Shopping reserved: ids and window only. */
export interface ReservedSlotFields {
  quoteId: string
  optionId: string
  vendorId?: string
  /** The window's value (an ISO interval) and its time zone. */
  window?: { value: string; timezone: string }
}

/**
 * The selector's Start Shopping event (shopping-method-selector.md §4 "records
 * analytics"): the chosen modality, store (its location id) and the reserved slot, if
 * any. It carries no personal data: no address, name or shopper id.
 */
export interface StartShoppingEvent extends AnalyticsContext {
  event: 'START_SHOPPING'
  componentName: 'shopping-method-selector'
  modalityType: ModalityType
  locationId: string
  reservedSlot?: ReservedSlotFields
}

/** The page's analytics sink, as the wallet's `analyticsConfig.onEvent`. */
export type SelectorAnalyticsSink = (event: StartShoppingEvent) => void

export function startShoppingEvent(
  choice: { modalityType: ModalityType; locationId: string },
  slot?: Pick<TimeSlot, 'quoteId' | 'optionId' | 'vendorId' | 'window'>,
): StartShoppingEvent {
  return {
    event: 'START_SHOPPING',
    componentName: 'shopping-method-selector',
    modalityType: choice.modalityType,
    locationId: choice.locationId,
    ...(slot === undefined
      ? {}
      : {
          reservedSlot: {
            quoteId: slot.quoteId,
            optionId: slot.optionId,
            ...(slot.vendorId ? { vendorId: slot.vendorId } : {}),
            ...(slot.window ? { window: slot.window } : {}),
          },
        }),
  }
}

/** Sends an event to the sink; a failing sink never breaks the shopper's choice. */
export function emitAnalytics(
  sink: SelectorAnalyticsSink | undefined,
  event: StartShoppingEvent,
): void {
  if (sink === undefined) return
  try {
    sink(event)
  } catch {
    // Analytics is a side channel: its failure is not the shopper's.
  }
}
