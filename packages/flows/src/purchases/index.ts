export * from './purchases.js'
export * from './use-orders.js'
