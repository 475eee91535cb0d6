export { CheckboxContext as Context } from '@ark-ui/react/checkbox'
export {
  CheckboxControl as Control,
  type CheckboxControlProps as ControlProps,
  CheckboxDescription as Description,
  type CheckboxDescriptionProps as DescriptionProps,
  CheckboxErrorText as ErrorText,
  type CheckboxErrorTextProps as ErrorTextProps,
  CheckboxField as Field,
  type CheckboxFieldProps as FieldProps,
  CheckboxHiddenInput as HiddenInput,
  type CheckboxHiddenInputProps as HiddenInputProps,
  CheckboxIndicator as Indicator,
  type CheckboxIndicatorProps as IndicatorProps,
  CheckboxLabel as Label,
  type CheckboxLabelProps as LabelProps,
  CheckboxRoot as Root,
  type CheckboxRootProps as RootProps,
} from './checkbox-parts.js'
