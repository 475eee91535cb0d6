/**
 * A data table in parts: `Table.Root`, `Table.Caption`, `Table.Head`, `Table.Body`,
 * `Table.Row`, `Table.Header` (th) and `Table.Cell` (td); `align="end"` on the cells and
 * headers of a number column.
 */
export * as Table from './table.js'
