// The home page's product list (ours: the spec shows no catalogue call) and the pictures
// the cart and orders show: flat illustrations in static/product-images, one per product.
import type { Product } from '@aisle/api'
import type { HandlerContext, HandlerTable } from '../context.ts'
import { ok } from '../context.ts'
import type { CatalogItem } from '../seed.ts'

/**
 * Where the product pictures are served, on the storefront's own origin: the Node server
 * from static/product-images (src/product-images.ts), Storybook from the same folder.
 */
export const PRODUCT_IMAGES_PATH = '/product-images'

/**
 * The file of each catalogue product's picture. Each name carries the first 8 hex digits
 * of the file's SHA-256, like Vite's /assets, so the files are cached as immutable: a
 * redrawn picture gets a new name (test/product-images.test.ts checks every one).
 */
export const PRODUCT_IMAGE_FILES: Readonly<Record<string, string>> = {
  '0000000004011': 'bananas.658d6d32.svg',
  '0000300000108': 'cough-syrup.4b059bd7.svg',
  '0001111000101': 'bread.73877ee8.svg',
  '0008000000101': 'red-wine.b7828c78.svg',
  '0001111000202': 'oat-milk.25a901cc.svg',
  '0001111000203': 'almond-milk.54341e2a.svg',
  '0001111000204': 'soy-milk.6bc2f9f9.svg',
  '0001111000205': 'oat-milk-barista.52bfb522.svg',
  '0001111000206': 'coconut-milk.ba1e2ec1.svg',
  '0001111000207': 'oat-milk-unsweetened.faf2c8cb.svg',
  '0004400000303': 'strawberries.55ea9ec0.svg',
  '0003700000404': 'paper-towels.d74e3ca5.svg',
}

/** The picture of a product without one of its own: a bag of groceries. */
export const FALLBACK_PRODUCT_IMAGE = 'groceries.c6468eb3.svg'

/** A product's picture, as a same-origin path (`/product-images/bananas.658d6d32.svg`). */
export function productImageUrl(item: Pick<CatalogItem, 'gtin13'>): string {
  return `${PRODUCT_IMAGES_PATH}/${PRODUCT_IMAGE_FILES[item.gtin13] ?? FALLBACK_PRODUCT_IMAGE}`
}

export const catalogLookup =
  (c: HandlerContext) =>
  (gtin: string): CatalogItem | undefined =>
    c.shared.get<CatalogItem>('catalog', gtin)

export const productOf = (item: CatalogItem): Product => ({
  gtin13: item.gtin13,
  description: item.description,
  price: item.price,
  imageUrl: productImageUrl(item),
  available: item.available,
  ageRestricted: item.ageRestricted === true,
  ...(item.minimumAge === undefined ? {} : { minimumAge: item.minimumAge }),
})

/** The catalogue's products in gtin order; `limit` caps the list (default 12). */
export const productHandlers: Pick<HandlerTable, 'catalog'> = {
  catalog: (c) => {
    const limit = Number(c.query.limit ?? 12)
    const products = c.shared
      .list<CatalogItem>('catalog')
      .map((doc) => doc.value)
      .sort((a, b) => a.gtin13.localeCompare(b.gtin13))
      .slice(0, limit)
      .map(productOf)
    return ok({ products })
  },
}
