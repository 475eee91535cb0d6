export { RadioGroup, type RadioGroupProps } from './radio-group.js'
export type { RadioGroupItem, RadioGroupValueChangeDetails } from './radio-group-types.js'
