export * from './screens.js'
export * from './selection.js'
export * from './validation.js'
export * from './wallet-text.js'
