import { ark } from '@ark-ui/react/factory'
import { type ComponentProps, forwardRef } from 'react'
import { withContext, withProvider } from './table-style-context.js'

/** The `<table>`. */
export const TableRoot = withProvider(ark.table, 'root')
export type TableRootProps = ComponentProps<typeof TableRoot>

/** The table's name, its `<caption>`. */
export const TableCaption = withContext(ark.caption, 'caption')
export type TableCaptionProps = ComponentProps<typeof TableCaption>

/** The `<thead>`. */
export const TableHead = withContext(ark.thead, 'head')
export type TableHeadProps = ComponentProps<typeof TableHead>

/** The `<tbody>`. */
export const TableBody = withContext(ark.tbody, 'body')
export type TableBodyProps = ComponentProps<typeof TableBody>

/** A `<tr>` with a line under it. */
export const TableRow = withContext(ark.tr, 'row')
export type TableRowProps = ComponentProps<typeof TableRow>

interface AlignProps {
  /**
   * `end` for numbers (quantities, prices), so their digits line up in the column.
   * @default 'start'
   */
  align?: 'start' | 'end' | undefined
}

const HeaderCell = withContext(ark.th, 'header')
export type TableHeaderProps = Omit<ComponentProps<typeof HeaderCell>, 'align'> & AlignProps

/** A `<th>`: `scope="col"` over a column, `scope="row"` at the start of a row. */
export const TableHeader = forwardRef<HTMLTableCellElement, TableHeaderProps>(function TableHeader(
  { align = 'start', ...rest },
  ref,
) {
  return <HeaderCell ref={ref} data-align={align} {...rest} />
})

const DataCell = withContext(ark.td, 'cell')
export type TableCellProps = Omit<ComponentProps<typeof DataCell>, 'align'> & AlignProps

/** A `<td>`; `align="end"` for a number. */
export const TableCell = forwardRef<HTMLTableCellElement, TableCellProps>(function TableCell(
  { align = 'start', ...rest },
  ref,
) {
  return <DataCell ref={ref} data-align={align} {...rest} />
})
