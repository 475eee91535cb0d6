import { ark } from '@ark-ui/react/factory'
import { type ComponentProps, forwardRef } from 'react'
import { withContext } from './card-row-style-context.js'

const StyledMeta = withContext(ark.p, 'meta')

export interface CardRowMetaProps extends ComponentProps<typeof StyledMeta> {
  /**
   * `danger` for a problem the shopper must act on, such as an expired card.
   * @default 'neutral'
   */
  tone?: 'neutral' | 'danger' | undefined
}

/** A line of secondary information under the title: an address line, a number, a balance. */
export const CardRowMeta = forwardRef<HTMLParagraphElement, CardRowMetaProps>(function CardRowMeta(
  { tone = 'neutral', ...rest },
  ref,
) {
  return <StyledMeta ref={ref} data-tone={tone} {...rest} />
})
