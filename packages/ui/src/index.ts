export { Button, type ButtonProps } from './button/index.js'
export { Checkbox, type CheckboxCheckedState, type CheckboxProps } from './checkbox/index.js'
export { Dialog } from './dialog/index.js'
export { Field, type FieldBaseProps, type FieldProps } from './field/index.js'
export { Flyout } from './flyout/index.js'
export { PageLayout } from './page-layout/index.js'
export {
  Select,
  type SelectItem,
  type SelectProps,
  type SelectValueChangeDetails,
} from './select/index.js'
export { SiteFooter } from './site-footer/index.js'
export { SiteHeader } from './site-header/index.js'
export {
  TextField,
  type TextFieldProps,
  type TextFieldValueChangeDetails,
} from './text-field/index.js'
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
