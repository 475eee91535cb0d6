import { cartPaths, cartText, useCart } from '@aisle/flows'
import { CartIcon } from '@aisle/ui'
import { Link } from 'react-router'
import { useApiClient } from '../../api-client'

/**
 * The header's cart link with the number of units in the basket, beside the icon; its box
 * is the header's `.header-cart-link` (layouts/header-places.css).
 */
export default function HeaderCartLink() {
  const cart = useCart({ client: useApiClient() })
  const count =
    cart.state.status === 'ready' || cart.state.status === 'empty' ? cart.state.basket.itemCount : 0
  return (
    <Link to={cartPaths.cart} aria-label={cartText.cartCount(count)} className="header-cart-link">
      <CartIcon />
      <span>{count}</span>
    </Link>
  )
}
