// Every route of the @aisle/api routes table has exactly one handler here: the
// HandlerTable type makes a missing one a type error, and a test checks it too.
import type { HandlerTable } from '../context.ts'
import { addressValidationHandlers } from './address-validation.ts'
import { authHandlers } from './auth.ts'
import { basketHandlers } from './basket.ts'
import { checkoutHandlers } from './checkout.ts'
import { checkoutPaymentHandlers } from './checkout-payments.ts'
import { configurationHandlers } from './configuration.ts'
import { contentHandlers } from './content.ts'
import { healthHandlers } from './health.ts'
import { membershipHandlers } from './membership.ts'
import { modalityHandlers } from './modality.ts'
import { orderHandlers } from './orders.ts'
import { preferenceHandlers } from './preferences.ts'
import { productHandlers } from './products.ts'
import { profileHandlers } from './profile.ts'
import { schedulingHandlers } from './scheduling.ts'
import { storeLocatorHandlers } from './store-locator.ts'
import { walletHandlers } from './wallet.ts'

export const handlers: HandlerTable = {
  ...healthHandlers,
  ...authHandlers,
  ...profileHandlers,
  ...membershipHandlers,
  ...storeLocatorHandlers,
  ...addressValidationHandlers,
  ...preferenceHandlers,
  ...modalityHandlers,
  ...contentHandlers,
  ...schedulingHandlers,
  ...checkoutHandlers,
  ...checkoutPaymentHandlers,
  ...configurationHandlers,
  ...walletHandlers,
  ...basketHandlers,
  ...orderHandlers,
  ...productHandlers,
}
