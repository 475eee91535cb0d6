export { Switch, type SwitchCheckedChangeDetails, type SwitchProps } from './switch.js'
