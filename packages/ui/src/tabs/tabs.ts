export { TabsContent as Content, type TabsContentProps as ContentProps } from './tabs-content.js'
export {
  TabsContext as Context,
  type TabsContextProps as ContextProps,
} from './tabs-context-part.js'
export {
  TabsIndicator as Indicator,
  type TabsIndicatorProps as IndicatorProps,
} from './tabs-indicator.js'
export { TabsList as List, type TabsListProps as ListProps } from './tabs-list.js'
export { TabsRoot as Root, type TabsRootProps as RootProps } from './tabs-root.js'
export { TabsTrigger as Trigger, type TabsTriggerProps as TriggerProps } from './tabs-trigger.js'
