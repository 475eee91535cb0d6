import { Surface } from '@aisle/ui'
import { type ReactNode, useId } from 'react'

export interface CheckoutSectionProps {
  title: string
  children: ReactNode
}

/** One section of the payment step on its card, named by its heading. */
export function CheckoutSection({ title, children }: CheckoutSectionProps) {
  const id = useId()
  return (
    <Surface.Root aria-labelledby={id}>
      <Surface.Title id={id}>{title}</Surface.Title>
      {children}
    </Surface.Root>
  )
}
