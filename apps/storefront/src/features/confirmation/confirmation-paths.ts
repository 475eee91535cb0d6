import { cartPaths } from '@aisle/flows'

/** Where the confirmation's links lead (checkout.md §2 "Other links"). */
export const confirmationPaths = {
  cart: cartPaths.cart,
  coupons: '/cl/coupons/',
  purchases: '/mypurchases',
  home: '/',
} as const
