import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { withContext, withProvider } from './data-list-style-context.js'

/**
 * The `<dl>`. `orientation`: `horizontal` (default; each value at the end of its label's
 * line, for amounts) or `vertical` (each value under its label).
 */
export const DataListRoot = withProvider(ark.dl, 'root')
export type DataListRootProps = ComponentProps<typeof DataListRoot>

/** One label and its value(s), a `<div>` inside the list. Mark a total with `data-total`. */
export const DataListItem = withContext(ark.div, 'item')
export type DataListItemProps = ComponentProps<typeof DataListItem>

/** The `<dt>`. */
export const DataListLabel = withContext(ark.dt, 'label')
export type DataListLabelProps = ComponentProps<typeof DataListLabel>

/** The `<dd>`. */
export const DataListValue = withContext(ark.dd, 'value')
export type DataListValueProps = ComponentProps<typeof DataListValue>
