import type { Address } from '@aisle/api'
import { addressCardLines } from '@aisle/flows'

/** The card's lines: street (with unit first when present), then city, state and postal code. */
export function addressLinesOf(address: Address): string[] {
  const { title, detail } = addressCardLines(address)
  return [title, detail]
}
