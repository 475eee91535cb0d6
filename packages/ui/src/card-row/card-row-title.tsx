import { ark } from '@ark-ui/react/factory'
import { type ComponentProps, forwardRef, type Ref } from 'react'
import { withContext } from './card-row-style-context.js'

const StyledTitle = withContext(ark.p, 'title')

export interface CardRowTitleProps extends ComponentProps<typeof StyledTitle> {
  /**
   * Renders the title as a heading of this level (`<h3>` for 3) so that the cards can be
   * browsed by heading; without it the title is a paragraph.
   * @default undefined
   */
  level?: 2 | 3 | 4 | 5 | 6 | undefined
}

/** The card's main line: a name, a label or a card brand. */
export const CardRowTitle = forwardRef<HTMLElement, CardRowTitleProps>(function CardRowTitle(
  { level, children, ...rest },
  ref,
) {
  const titleRef = ref as Ref<HTMLParagraphElement>
  if (level === undefined) {
    return (
      <StyledTitle ref={titleRef} {...rest}>
        {children}
      </StyledTitle>
    )
  }
  const Heading = `h${level}` as const
  return (
    <StyledTitle ref={titleRef} asChild {...rest}>
      <Heading>{children}</Heading>
    </StyledTitle>
  )
})
