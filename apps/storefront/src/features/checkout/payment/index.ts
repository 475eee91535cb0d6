export { PaymentSection, type PaymentSectionProps } from './payment-section'
