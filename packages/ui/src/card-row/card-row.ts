export {
  CardRowActions as Actions,
  type CardRowActionsProps as ActionsProps,
} from './card-row-actions.js'
export {
  CardRowBadges as Badges,
  type CardRowBadgesProps as BadgesProps,
} from './card-row-badges.js'
export { CardRowBody as Body, type CardRowBodyProps as BodyProps } from './card-row-body.js'
export { CardRowItem as Item, type CardRowItemProps as ItemProps } from './card-row-item.js'
export { CardRowMedia as Media, type CardRowMediaProps as MediaProps } from './card-row-media.js'
export { CardRowMeta as Meta, type CardRowMetaProps as MetaProps } from './card-row-meta.js'
export { CardRowRoot as Root, type CardRowRootProps as RootProps } from './card-row-root.js'
export { CardRowTitle as Title, type CardRowTitleProps as TitleProps } from './card-row-title.js'
