import { NativeSelect, type NativeSelectProps } from '@aisle/ui'

/**
 * The flash sales' department filter (checkout.md §2, §9): the kit's NativeSelect, in a module
 * of its own so it loads with the sales. Labels come from the page.
 */
export default function DepartmentFilter(
  props: Pick<NativeSelectProps, 'label' | 'items' | 'value' | 'onValueChange'>,
) {
  return <NativeSelect {...props} />
}
