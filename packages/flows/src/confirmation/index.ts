export * from './confirmation-rules.js'
export * from './payment-error.js'
export * from './stored-redirect.js'
export * from './use-order-confirmation.js'
