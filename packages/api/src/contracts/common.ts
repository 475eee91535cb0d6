import * as z from 'zod/mini'

/** A non-empty string. */
export const text = z.string().check(z.minLength(1))

/** A string of at most `max` characters (limits from the specs' §5 and §9). */
export const textMax = (max: number) => z.string().check(z.maxLength(max))

/** An ISO 8601 timestamp with offset, such as `2026-11-02T10:15:00.000Z`. */
export const isoDateTime = z.iso.datetime({ offset: true })

/** A calendar date, `YYYY-MM-DD`. */
export const isoDate = z.iso.date()

/**
 * The largest amount, in dollars, any call carries either way. JSON has no Infinity, but
 * 1e307 parses, and sums of it overflow to Infinity, which JSON writes as null.
 */
export const MONEY_MAX = 1_000_000

/** A US dollar amount in dollars, finite and within ±MONEY_MAX (two decimals by convention). */
export const money = z.number().check(z.gte(-MONEY_MAX), z.lte(MONEY_MAX))

/** Whole cents: `x` dollars with at most two decimals (float noise tolerated). */
const isWholeCents = (x: number) => Math.abs(Math.round(x * 100) - x * 100) < 1e-6

/**
 * An amount a client sends to be charged, held or tipped: not negative, whole cents,
 * at most MONEY_MAX.
 */
export const chargeAmount = z
  .number()
  .check(
    z.nonnegative(),
    z.lte(MONEY_MAX),
    z.refine(isWholeCents, { message: 'an amount in dollars with at most two decimals' }),
  )

/** A 13-digit GTIN (checkout.md §3 `cart.gtin13`, flash sales, time-slot items). */
export const gtin13 = z.string().check(z.regex(/^\d{13}$/))

/** Latitude and longitude as the services send them (`location.lat/lng`, account-area.md §7). */
export const latLngSchema = z.object({
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
})
export type LatLng = z.infer<typeof latLngSchema>

/** The client's coordinates (account-area.md §3 `location (latitude, longitude)`). */
export const coordinatesSchema = z.object({
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
})
export type Coordinates = z.infer<typeof coordinatesSchema>

/** `{ timezone, value }` as the wallet and checkout send a moment (wallet-flyout.md §7). */
export const zonedDateTimeSchema = z.object({ timezone: text, value: isoDateTime })

/**
 * One error as the services report it: the wallet reads `errors.statusCode` and a
 * `code` or `reason` (wallet-flyout.md §8), modality options `code` and
 * `statusCode` (shopping-method-selector.md §3), the profile service the first
 * error's `reason` (shopping-method-selector.md §8), the edit card call a
 * `customerErrorMessage` (wallet-flyout.md §7).
 */
export const serviceErrorSchema = z.object({
  statusCode: z.optional(z.number().check(z.int())),
  code: z.optional(z.union([z.string(), z.number()])),
  reason: z.optional(z.string()),
  customerErrorMessage: z.optional(z.string()),
})
export type ServiceError = z.infer<typeof serviceErrorSchema>

/** The body of a failed call: `errors` is one error or a list of them. */
export const serviceErrorBodySchema = z.object({
  errors: z.union([serviceErrorSchema, z.array(serviceErrorSchema)]),
})
export type ServiceErrorBody = z.infer<typeof serviceErrorBodySchema>

/** The first error of a failure body, whatever its form; `undefined` when it has none. */
export function firstServiceError(body: unknown): ServiceError | undefined {
  const parsed = serviceErrorBodySchema.safeParse(body)
  if (!parsed.success) return undefined
  const { errors } = parsed.data
  return Array.isArray(errors) ? errors[0] : errors
}

/** A response that carries nothing the client reads (the specs say "not shown"). */
export const emptyResponseSchema = z.looseObject({})
