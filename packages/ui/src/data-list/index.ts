/**
 * Labels and their values in parts: `DataList.Root` (a `<dl>`), `DataList.Item`,
 * `DataList.Label` and `DataList.Value`; amounts at the end of their line by default.
 */
export * as DataList from './data-list.js'
