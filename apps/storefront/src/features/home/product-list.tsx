import type { Product } from '@aisle/api'
import { useApiQuery } from '@aisle/api/swr'
import {
  cartText,
  formatCartPrice,
  signInPathFor,
  useActiveCheckoutModality,
  useCart,
} from '@aisle/flows'
import { Alert, Button, Columns, Spinner, Stack, Surface } from '@aisle/ui'
import { useId, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useApiClient } from '../../api-client'

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
    <Stack gap="4" asChild>
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
          <Columns count="4" asChild>
            <ul>
              {catalog.data.products.map((product) => (
                <Surface.Root key={product.gtin13} asChild>
                  <li>
                    {product.imageUrl ? (
                      <img src={product.imageUrl} alt="" width={96} height={96} loading="lazy" />
                    ) : null}
                    <span>{product.description}</span>
                    {product.price === undefined ? null : (
                      <span>{formatCartPrice(product.price)}</span>
                    )}
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
                </Surface.Root>
              ))}
            </ul>
          </Columns>
        )}
      </section>
    </Stack>
  )
}
