import { Select, type SelectProps } from '@aisle/ui'

/**
 * The flash sales' department filter (checkout.md §2, §9): the kit Select, in a module of
 * its own so its code (floating positioning) loads with the sales. Labels come from the page.
 */
export default function DepartmentFilter(
  props: Pick<SelectProps, 'label' | 'items' | 'value' | 'onValueChange'>,
) {
  return <Select {...props} />
}
