import { Surface } from '@aisle/ui'
import { type ReactNode, type Ref, useId } from 'react'

export interface CheckoutSectionProps {
  title: string
  children: ReactNode
  /** The section's card (a page watches it, e.g. to load an editor's code on intent). */
  ref?: Ref<HTMLDivElement>
}

/** One section of the payment step on its card, named by its heading. */
export function CheckoutSection({ title, children, ref }: CheckoutSectionProps) {
  const id = useId()
  return (
    <Surface.Root ref={ref} aria-labelledby={id}>
      <Surface.Title id={id}>{title}</Surface.Title>
      {children}
    </Surface.Root>
  )
}
