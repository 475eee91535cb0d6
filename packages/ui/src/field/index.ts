export { Field, type FieldBaseProps, type FieldProps, splitFieldProps } from './field.js'
export { useFieldDescribedBy } from './use-field-described-by.js'
