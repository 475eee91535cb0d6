// The home page's product list (ours: the spec shows no catalogue call) and the pictures
// the cart and orders show, drawn here so the sandbox needs no image files.
import type { Product } from '@aisle/api'
import type { HandlerContext, HandlerTable } from '../context.ts'
import { ok } from '../context.ts'
import type { CatalogItem } from '../seed.ts'

const tints = ['#f2d24b', '#e9eef2', '#c98a4b', '#4f9a4c', '#d9483b', '#6b4a33', '#4a5fa8']

/** A stand-in product photo: a tinted square with the product's initial, as a data URL. */
export function productImageUrl(item: Pick<CatalogItem, 'gtin13' | 'description'>): string {
  const tint = tints[Number(item.gtin13.slice(-3)) % tints.length]
  const initial = item.description.charAt(0).toUpperCase()
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="${tint}"/><text x="48" y="60" text-anchor="middle" font-family="sans-serif" font-size="36" font-weight="700" fill="#151916">${initial}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
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
