export { CheckoutScreen, type CheckoutScreenProps } from './checkout-screen'
export { CheckoutToaster } from './checkout-toaster'
export { PaymentStep, type PaymentStepProps } from './payment-step'
