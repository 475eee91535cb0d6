import { type ReactNode, useId } from 'react'

export interface CheckoutSectionProps {
  title: string
  children: ReactNode
}

/** One section of the payment step, named by its heading. */
export function CheckoutSection({ title, children }: CheckoutSectionProps) {
  const id = useId()
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}
