export { Alert, type AlertProps } from './alert.js'
export { type AlertTone, alertRole } from './alert-types.js'
