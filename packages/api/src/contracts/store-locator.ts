import * as z from 'zod/mini'
import { modalityOptionEntrySchema, storeDetailsSchema } from './modality.js'

/** The most stores one look-up names (ours). */
export const STORE_LOOKUP_MAX = 20

/** The store search radius (account-area.md §9: "Store search radius message: 500 miles"). */
export const STORE_SEARCH_RADIUS_MILES = 500

/**
 * GET /accountmanagement/api/store-locator (account-area.md §7, names only): stores by
 * location id (a comma-separated list, at most STORE_LOOKUP_MAX) or within
 * STORE_SEARCH_RADIUS_MILES (or a smaller `radius`) of a 5-digit postal code. The
 * parameters are ours.
 */
export const storeLocatorQuerySchema = z
  .object({
    locationIds: z.optional(
      z.string().check(
        z.regex(/^[\w-]{1,20}(?:,[\w-]{1,20})*$/),
        z.refine((ids) => ids.split(',').length <= STORE_LOOKUP_MAX, {
          message: `at most ${STORE_LOOKUP_MAX} stores`,
        }),
      ),
    ),
    postalCode: z.optional(z.string().check(z.regex(/^\d{5}$/))),
    /** A device location instead of a postal code: `lat,lng` in degrees. */
    near: z.optional(
      z.string().check(
        z.regex(/^-?\d{1,3}(?:\.\d{1,8})?,-?\d{1,3}(?:\.\d{1,8})?$/),
        z.refine(
          (near) => {
            const [lat = Number.NaN, lng = Number.NaN] = near.split(',').map(Number)
            return Math.abs(lat) <= 90 && Math.abs(lng) <= 180
          },
          { message: 'latitude -90..90, longitude -180..180' },
        ),
      ),
    ),
    /** Miles around the postal code, whole, 1 to STORE_SEARCH_RADIUS_MILES (the default). */
    radius: z.optional(
      z.string().check(
        z.regex(/^[1-9]\d{0,2}$/),
        z.refine((miles) => Number(miles) <= STORE_SEARCH_RADIUS_MILES, {
          message: `at most ${STORE_SEARCH_RADIUS_MILES} miles`,
        }),
      ),
    ),
  })
  .check(
    z.refine(
      (q) => q.locationIds !== undefined || q.postalCode !== undefined || q.near !== undefined,
      { message: 'locationIds, postalCode or near is required' },
    ),
  )
export type StoreLocatorQuery = z.infer<typeof storeLocatorQuerySchema>

/** The stores found, as option entries (the store's details and its distance). */
export const storeLocatorResponseSchema = z.object({
  stores: z.array(modalityOptionEntrySchema).check(z.maxLength(50)),
})
export type StoreLocatorResponse = z.infer<typeof storeLocatorResponseSchema>

/**
 * GET /accountmanagement/api/preferred-store (account-area.md §7, names only): the
 * shopper's preferred store on this banner. None is a 404 with the code
 * NO_PREFERRED_STORE (§8), which a client shows as "no preferred store", not a failure.
 */
export const preferredStoreResponseSchema = z.object({ store: storeDetailsSchema })
export type PreferredStoreResponse = z.infer<typeof preferredStoreResponseSchema>

export const NO_PREFERRED_STORE = 'NO_PREFERRED_STORE'
