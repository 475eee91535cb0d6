export { CheckoutScreen, type CheckoutScreenProps } from './checkout-screen'
export { CheckoutToaster } from './checkout-toaster'
