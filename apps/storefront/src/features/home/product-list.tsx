import type { Product } from '@aisle/api'
import { useApiQuery } from '@aisle/api/swr'
import {
  cartText,
  formatCartPrice,
  signInPathFor,
  useActiveCheckoutModality,
  useCart,
} from '@aisle/flows'
import { Alert, Button, Spinner } from '@aisle/ui'
import { type CSSProperties, useId, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useApiClient } from '../../api-client'

// Layout only: a wrapping grid of product cards.
const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: 'var(--spacing-4)',
  listStyle: 'none',
  padding: 0,
}
const card: CSSProperties = { display: 'grid', gap: 'var(--spacing-2)', alignContent: 'start' }

interface ProductListProps {
  signedIn: boolean
}

/** A short list of the sandbox catalogue with Add to Cart (signed-in shoppers). */
export function ProductList({ signedIn }: ProductListProps) {
  const client = useApiClient()
  const headingId = useId()
  const catalog = useApiQuery(client, 'catalog', { query: { limit: '8' } })
  const cart = useCart({ client, enabled: signedIn })
  const modality = useActiveCheckoutModality(client, signedIn)
  const [added, setAdded] = useState<string>()
  const location = useLocation()
  const basket =
    cart.state.status === 'ready' || cart.state.status === 'empty' ? cart.state.basket : undefined
  const inCart = (gtin: string) =>
    basket?.lines.filter((l) => l.gtin13 === gtin).reduce((sum, l) => sum + l.quantity, 0) ?? 0

  const add = async (product: Product) => {
    await cart.addOne(product.gtin13, modality)
    setAdded(cartText.added(product.description))
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{cartText.productsHeading}</h2>
      <div aria-live="polite">
        {added && !cart.changeFailed ? <p>{added}</p> : null}
        {cart.changeFailed ? (
          <Alert
            tone="danger"
            description={cartText.errorCard}
            actionLabel={cartText.reload}
            onAction={cart.reload}
          />
        ) : null}
      </div>
      {catalog.error ? (
        <Alert
          tone="danger"
          description={cartText.errorCard}
          actionLabel={cartText.reload}
          onAction={() => void catalog.mutate()}
        />
      ) : catalog.data === undefined ? (
        <Spinner label={cartText.productsLoading} />
      ) : (
        <ul style={grid}>
          {catalog.data.products.map((product) => (
            <li key={product.gtin13} style={card}>
              {product.imageUrl ? (
                <img src={product.imageUrl} alt="" width={96} height={96} />
              ) : null}
              <span>{product.description}</span>
              {product.price === undefined ? null : <span>{formatCartPrice(product.price)}</span>}
              {signedIn ? (
                <>
                  {product.available ? null : <span>{cartText.unavailable}</span>}
                  {inCart(product.gtin13) > 0 ? (
                    <span>{cartText.inCart(inCart(product.gtin13))}</span>
                  ) : null}
                  <Button
                    size="sm"
                    aria-label={cartText.addToCartOf(product.description)}
                    disabled={cart.busy || !product.available}
                    onClick={() => void add(product)}
                  >
                    {cartText.addToCart}
                  </Button>
                </>
              ) : (
                <Link to={signInPathFor(location)}>{cartText.signInToAdd}</Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
