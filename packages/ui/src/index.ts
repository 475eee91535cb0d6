export { Badge, type BadgeProps, type BadgeTone } from './badge/index.js'
export { Button, type ButtonProps } from './button/index.js'
export {
  AddressCard,
  type AddressCardProps,
  CardRow,
  type CardRowCardProps,
  cardExpiryDate,
  MaskedCardNumber,
  type MaskedCardNumberProps,
  maskedCardNumber,
  PaymentCardRow,
  type PaymentCardRowProps,
  StoreResultCard,
  type StoreResultCardProps,
} from './card-row/index.js'
export { Checkbox, type CheckboxCheckedState, type CheckboxProps } from './checkbox/index.js'
export {
  DAY_CAROUSEL_MAX_DAYS,
  DayCarousel,
  type DayCarouselDay,
  type DayCarouselProps,
  type DayCarouselValueChangeDetails,
} from './day-carousel/index.js'
export { Dialog } from './dialog/index.js'
export { Field, type FieldBaseProps, type FieldProps } from './field/index.js'
export { Flyout } from './flyout/index.js'
export { Menu, type MenuItem, type MenuProps } from './menu/index.js'
export { PageLayout } from './page-layout/index.js'
export {
  RadioTileGroup,
  type RadioTileGroupProps,
  type RadioTileItem,
  type RadioTileValueChangeDetails,
} from './radio-tile/index.js'
export {
  Select,
  type SelectItem,
  type SelectProps,
  type SelectValueChangeDetails,
} from './select/index.js'
export { SiteFooter } from './site-footer/index.js'
export { SiteHeader } from './site-header/index.js'
export {
  Stepper,
  type StepperProps,
  type StepperStep,
  type StepperStepStatus,
} from './stepper/index.js'
export { Tabs } from './tabs/index.js'
export {
  TextField,
  type TextFieldProps,
  type TextFieldValueChangeDetails,
} from './text-field/index.js'
export {
  formatSlotCost,
  type SlotCostLabels,
  TimeSlotGroup,
  type TimeSlotGroupProps,
  type TimeSlotItem,
  type TimeSlotValueChangeDetails,
} from './time-slot/index.js'
export {
  type CreateToasterOptions,
  createToaster,
  Toast,
  Toaster,
  type ToasterProps,
  type ToasterStore,
  type ToastTone,
  toasterDefaults,
  toastTone,
} from './toast/index.js'
