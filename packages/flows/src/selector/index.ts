export * from './membership-text.js'
export * from './selector.js'
