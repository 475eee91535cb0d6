export {
  DataListItem as Item,
  type DataListItemProps as ItemProps,
  DataListLabel as Label,
  type DataListLabelProps as LabelProps,
  DataListRoot as Root,
  type DataListRootProps as RootProps,
  DataListValue as Value,
  type DataListValueProps as ValueProps,
} from './data-list-parts.js'
