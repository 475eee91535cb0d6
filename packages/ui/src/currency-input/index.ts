export {
  CurrencyInput,
  type CurrencyInputProps,
  type CurrencyInputValueChangeDetails,
} from './currency-input.js'
export {
  type CurrencyAmount,
  currencyText,
  formatCurrencyFixed,
  parseCurrencyInput,
} from './currency-input-format.js'
