import { FieldRootProvider, useField } from '@ark-ui/react/field'
import type { ReactNode } from 'react'
import type { FieldBaseProps } from './field-props.js'
import { NativeField } from './native-field.js'

export { type FieldBaseProps, splitFieldProps } from './field-props.js'

export interface FieldProps extends FieldBaseProps {
  /** The control: an Ark control that reads the field context (`Field.Input`, `Select.Root`, ...). */
  children: ReactNode
}

/**
 * A labelled form field for Ark controls: the kit's native field (label, required marker or
 * optional text, helper and error text, wired by id), with Ark's field context around it,
 * so an Ark control inside (the kit's `Select`) takes its ids, label and states from it.
 * The kit's native controls use `NativeField`, which loads no Ark code.
 */
export function Field({ children, ...props }: FieldProps) {
  const { id, invalid = false, required = false, disabled = false, readOnly = false } = props
  const ark = useField({ id, invalid, required, disabled, readOnly })
  return (
    <FieldRootProvider value={ark} ref={ark.refs.rootRef} asChild>
      <NativeField {...props} id={ark.ids.control}>
        {children}
      </NativeField>
    </FieldRootProvider>
  )
}
