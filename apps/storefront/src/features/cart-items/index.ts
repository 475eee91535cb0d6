export {
  CartItemTable,
  type CartItemTableProps,
  type CartItemTableQuantity,
} from './cart-item-table'
