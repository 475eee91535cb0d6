export type { SwitchCheckedChangeDetails } from '@ark-ui/react/switch'
export { Switch, type SwitchProps } from './switch.js'
