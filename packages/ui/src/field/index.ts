export { Field, type FieldBaseProps, type FieldProps } from './field.js'
export { splitFieldProps } from './field-split-props.js'
export { useFieldDescribedBy } from './use-field-described-by.js'
