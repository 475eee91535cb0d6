export {
  DateInput,
  type DateInputProps,
  type DateInputValueChangeDetails,
} from './date-input.js'
export {
  DATE_INPUT_MASK,
  type DateInputDate,
  formatDateInput,
  parseDateInput,
} from './date-input-parse.js'
