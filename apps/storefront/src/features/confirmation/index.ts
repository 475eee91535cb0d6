export { OrderCompleteScreen, type OrderCompleteScreenProps } from './order-complete-screen'
export { PaymentErrorScreen } from './payment-error-screen'
