export {
  Select,
  type SelectItem,
  type SelectProps,
  type SelectValueChangeDetails,
} from './select.js'
