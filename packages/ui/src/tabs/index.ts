/**
 * Tabs in parts: `Tabs.Root` around a `Tabs.List` (its `Tabs.Trigger`s, then
 * `Tabs.Indicator`) and one `Tabs.Content` per trigger.
 */
export * as Tabs from './tabs.js'
