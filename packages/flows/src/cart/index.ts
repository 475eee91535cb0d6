export * from './cart.js'
export * from './cart-item-list.js'
export * from './cart-texts.js'
export * from './use-cart.js'
