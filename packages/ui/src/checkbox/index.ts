export { Checkbox, type CheckboxCheckedState, type CheckboxProps } from './checkbox.js'
