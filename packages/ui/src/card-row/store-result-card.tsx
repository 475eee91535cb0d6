import { forwardRef, type ReactNode } from 'react'
import { Badge } from '../badge/badge.js'
import { CardRowActions } from './card-row-actions.js'
import { CardRowBadges } from './card-row-badges.js'
import { CardRowBody } from './card-row-body.js'
import type { CardRowCardProps } from './card-row-card-props.js'
import { CardRowItem } from './card-row-item.js'
import { CardRowMeta } from './card-row-meta.js'
import { CardRowTitle } from './card-row-title.js'

export interface StoreResultCardProps extends CardRowCardProps {
  /** The store's name. */
  name: ReactNode
  /** The street line of the store's address. */
  street: ReactNode
  /** City and state, already formatted (e.g. 'Dayton, OH'). */
  cityState: ReactNode
  /** The distance, already formatted with its unit (e.g. '2.4 mi'). */
  distance: ReactNode
  /**
   * A tag beside the name, such as a locker location; shown in the info tone.
   * @default undefined
   */
  tag?: ReactNode
}

/** A store in search results: name, address, distance, an optional tag and actions. */
export const StoreResultCard = forwardRef<HTMLLIElement, StoreResultCardProps>(
  function StoreResultCard(
    { name, street, cityState, distance, tag, actions, headingLevel, ...rest },
    ref,
  ) {
    return (
      <CardRowItem ref={ref} {...rest}>
        <CardRowBody>
          <CardRowTitle level={headingLevel}>{name}</CardRowTitle>
          {tag === undefined ? null : (
            <CardRowBadges>
              <Badge tone="info">{tag}</Badge>
            </CardRowBadges>
          )}
          <CardRowMeta>
            {street}
            <br />
            {cityState}
          </CardRowMeta>
          <CardRowMeta>{distance}</CardRowMeta>
        </CardRowBody>
        {actions === undefined ? null : <CardRowActions>{actions}</CardRowActions>}
      </CardRowItem>
    )
  },
)
