import { cartPaths, cartText, useCart } from '@aisle/flows'
import { CartIcon } from '@aisle/ui'
import { Link } from 'react-router'
import { useApiClient } from '../../api-client'
import { headerCartBox } from './header-cart-box'

/** The header's cart link with the number of units in the basket, beside the icon. */
export default function HeaderCartLink() {
  const cart = useCart({ client: useApiClient() })
  const count =
    cart.state.status === 'ready' || cart.state.status === 'empty' ? cart.state.basket.itemCount : 0
  return (
    <Link to={cartPaths.cart} aria-label={cartText.cartCount(count)} style={headerCartBox}>
      <CartIcon />
      <span>{count}</span>
    </Link>
  )
}
