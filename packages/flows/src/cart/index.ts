export * from './cart-item-list.js'
export * from './cart-texts.js'
