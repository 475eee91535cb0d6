export { PinInput, type PinInputProps, type PinInputValueDetails } from './pin-input.js'
