export { Field, type FieldBaseProps, type FieldProps } from './field.js'
export { useFieldDescribedBy } from './use-field-described-by.js'
