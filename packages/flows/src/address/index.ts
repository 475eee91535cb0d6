export * from './address-book.js'
export * from './address-form.js'
export * from './address-remove.js'
export * from './address-save.js'
