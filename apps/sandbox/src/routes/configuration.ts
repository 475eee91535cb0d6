// The checkout's remote configuration (checkout.md §2: the delivery option filter and
// variant 78ca12 need a source; the read is ours, see @aisle/api `checkoutConfiguration`).
// Each banner answers the spec's normal screen unless its shared scope holds a
// `configuration/checkout` document, which a test or a demo may put there.
import { type CheckoutConfiguration, DEFAULT_CHECKOUT_CONFIGURATION } from '@aisle/api'
import type { HandlerTable } from '../context.ts'
import { ok } from '../context.ts'

export const CONFIGURATION_COLLECTION = 'configuration'

export const configurationHandlers: Pick<HandlerTable, 'checkoutConfiguration'> = {
  checkoutConfiguration: (c) =>
    ok(
      c.shared.get<CheckoutConfiguration>(CONFIGURATION_COLLECTION, 'checkout') ??
        DEFAULT_CHECKOUT_CONFIGURATION,
    ),
}
