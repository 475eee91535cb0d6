import type { ReactNode } from 'react'
import type { CardRowItemProps } from './card-row-item.js'
import type { CardRowTitleProps } from './card-row-title.js'

/** Props shared by the ready cards (`AddressCard`, `StoreResultCard`, `PaymentCardRow`). */
export interface CardRowCardProps extends Omit<CardRowItemProps, 'children' | 'title'> {
  /**
   * Controls at the end of the card: buttons or an actions `Menu`. Left out, the card
   * has no actions.
   * @default undefined
   */
  actions?: ReactNode
  /**
   * Heading level of the title, so the cards can be browsed by heading; without it the
   * title is a paragraph.
   * @default undefined
   */
  headingLevel?: CardRowTitleProps['level']
}
