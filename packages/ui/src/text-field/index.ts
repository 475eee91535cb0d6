export {
  TextField,
  type TextFieldProps,
  type TextFieldValueChangeDetails,
} from './text-field.js'
