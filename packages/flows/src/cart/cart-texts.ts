/**
 * Texts of the cart and its item lists. checkout.md §2 "Cart item lists" gives the column
 * names, the toggle, the error card and Start My Cart; the other sentences are ours.
 */
export const cartText = {
  itemsColumn: 'Items',
  quantityColumn: 'Quantity',
  totalPriceColumn: 'Total Price',
  showAllItems: 'Show All Items',
  hideAllItems: 'Hide All Items',
  errorCard: 'Oops, something went wrong! Please reload your page.',
  reload: 'Reload',
  startMyCart: 'Start My Cart',
  imagesLabel: 'Items in your cart',
  tableCaption: 'Items in your cart',
  emptyCart: 'Your cart is empty.',
  checkOut: 'Check Out',
  remove: 'Remove',
  decrease: (name: string) => `Decrease quantity of ${name}`,
  increase: (name: string) => `Increase quantity of ${name}`,
  removeItem: (name: string) => `Remove ${name}`,
  quantityOf: (name: string) => `Quantity of ${name}`,
  moreItems: (badge: string) => `${badge} more`,
  addToCart: 'Add to Cart',
  addToCartOf: (name: string) => `Add to Cart ${name}`,
  unavailable: 'Currently unavailable',
  inCart: (quantity: number) => `${quantity} in cart`,
  cartLink: 'Cart',
  cartCount: (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
  itemCount: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  subtotal: 'Subtotal',
  updating: 'Updating your cart…',
  loading: 'Loading your cart…',
  modifyHeading: 'Items in your order',
  modifyNote: 'Changes here update your placed order when you check out again.',
  unknownItem: 'Item',
  signedOut: 'Sign in to see the items in your cart.',
  modifyMissingOrder: 'Choose an order to modify from your purchase history.',
  productsHeading: 'Shop Popular Items',
  productsLoading: 'Loading products…',
  signInToAdd: 'Sign in to add items',
  added: (name: string) => `${name} added to your cart.`,
} as const

/** The group headings of the cart, by modality (a group per way of fulfilment). */
export const cartGroupHeadings = {
  PICKUP: 'Pickup Items',
  DELIVERY: 'Delivery Items',
  IN_STORE: 'In-Store Items',
} as const
