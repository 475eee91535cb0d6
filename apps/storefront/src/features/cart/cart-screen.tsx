import { type CartMode, cartPaths, cartText, useCart } from '@aisle/flows'
import { Button, Spinner } from '@aisle/ui'
import { Link } from 'react-router'
import { useApiClient } from '../../api-client'
import { CartItemTable } from '../cart-items'
import { CartGroupSection } from './cart-group-section'

export interface CartScreenProps {
  /** The shopper's cart, or a placed order's items being modified. */
  mode: CartMode
}

/**
 * The cart (checkout.md §2 "Cart item lists", §7 "Basket delete or update"): the items
 * grouped by modality, quantity changes and removal saved to the basket, 'Check Out' per
 * group, the empty state with Start My Cart, and the error card with Reload.
 */
export function CartScreen({ mode }: CartScreenProps) {
  const cart = useCart({ client: useApiClient(), mode })
  const { state } = cart
  return (
    <>
      {mode.mode === 'modify' ? <p>{cartText.modifyNote}</p> : null}
      <div aria-live="polite">{cart.busy ? <p>{cartText.updating}</p> : null}</div>
      {state.status === 'loading' ? <Spinner label={cartText.loading} /> : null}
      {state.status === 'error' ? <CartItemTable lines={[]} error onReload={cart.reload} /> : null}
      {state.status === 'empty' ? (
        <>
          <p>{cartText.emptyCart}</p>
          <Button asChild variant="primary">
            <Link to={cartPaths.startMyCart}>{cartText.startMyCart}</Link>
          </Button>
        </>
      ) : null}
      {state.status === 'ready'
        ? state.groups.map((group) => (
            <CartGroupSection
              key={group.modalityType}
              group={group}
              mode={mode}
              busy={cart.busy}
              onQuantity={(line, quantity) => void cart.setQuantity(line, quantity)}
              onRemove={(line) => void cart.remove(line)}
            />
          ))
        : null}
    </>
  )
}
