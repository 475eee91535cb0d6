export { MenuContext as Context } from '@ark-ui/react/menu'
export {
  MenuContent as Content,
  type MenuContentProps as ContentProps,
  MenuItem as Item,
  type MenuItemProps as ItemProps,
  MenuPositioner as Positioner,
  type MenuPositionerProps as PositionerProps,
  MenuRoot as Root,
  type MenuRootProps as RootProps,
  MenuTrigger as Trigger,
  type MenuTriggerProps as TriggerProps,
} from './menu-parts.js'
