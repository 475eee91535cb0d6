// shopping-method-selector.md §7 "Text content": the selector's string table, fetched by id
// 'modality/fulfillment/text' (string table v1.0.0), with the postal-code search strings.
import type { TextContentQuery } from '@aisle/api'
import { SELECTOR_TEXT_CONTENT_ID, SELECTOR_TEXT_CONTENT_VERSION } from '@aisle/api'
import type { HandlerTable } from '../context.ts'
import { fail, ok } from '../context.ts'

/** The sandbox's copy of the table (our wording, the storefront's own defaults). */
export const SELECTOR_STRING_TABLE: Readonly<Record<string, string>> = {
  'postalCodeSearch.label': 'ZIP Code',
  'postalCodeSearch.submit': 'Search',
  'postalCodeSearch.change': 'Change ZIP Code',
  'fulfillment.PICKUP': 'Pickup',
  'fulfillment.DELIVERY': 'Delivery',
  'fulfillment.IN_STORE': 'In Store',
}

export const contentHandlers: Pick<HandlerTable, 'textContent'> = {
  textContent: (c) => {
    const { id, version } = c.query as TextContentQuery
    if (id !== SELECTOR_TEXT_CONTENT_ID || version !== SELECTOR_TEXT_CONTENT_VERSION) {
      return fail(404, 'CONTENT_NOT_FOUND', `no string table ${id} ${version}`)
    }
    return ok({ id, version, strings: SELECTOR_STRING_TABLE })
  },
}
