import { Fragment, forwardRef, type ReactNode } from 'react'
import { CardRowActions } from './card-row-actions.js'
import { CardRowBadges } from './card-row-badges.js'
import { CardRowBody } from './card-row-body.js'
import type { CardRowCardProps } from './card-row-card-props.js'
import { CardRowItem } from './card-row-item.js'
import { CardRowMeta } from './card-row-meta.js'
import { CardRowTitle } from './card-row-title.js'

export interface AddressCardProps extends CardRowCardProps {
  /** The first line: the name or label of the address. */
  title: ReactNode
  /** The address, one entry per line, already formatted (unit, street, city, state, zip). */
  lines: readonly ReactNode[]
  /**
   * `Badge`s beside the title, such as the current or mailing address.
   * @default undefined
   */
  badges?: ReactNode
}

/** A saved address in a `CardRow.Root`: its label, its lines, badges and actions. */
export const AddressCard = forwardRef<HTMLLIElement, AddressCardProps>(function AddressCard(
  { title, lines, badges, actions, headingLevel, ...rest },
  ref,
) {
  return (
    <CardRowItem ref={ref} {...rest}>
      <CardRowBody>
        <CardRowTitle level={headingLevel}>{title}</CardRowTitle>
        {badges === undefined ? null : <CardRowBadges>{badges}</CardRowBadges>}
        <CardRowMeta>
          {lines.map((line, index) => (
            // Lines have no identity of their own; their order is their key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Fragment key={index}>
              {index > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </CardRowMeta>
      </CardRowBody>
      {actions === undefined ? null : <CardRowActions>{actions}</CardRowActions>}
    </CardRowItem>
  )
})
