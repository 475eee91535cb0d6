export {
  MaskedInput,
  type MaskedInputProps,
  type MaskedInputValueChangeDetails,
} from './masked-input.js'
export { digitsOf, formatMasked, maskSlots } from './masked-input-format.js'
