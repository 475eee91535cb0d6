import * as z from 'zod/mini'

/** `GET /api/health`: the sandbox answers with its store and schema version. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'memory']),
  schemaVersion: z.number().check(z.int(), z.nonnegative()),
})

export type Health = z.infer<typeof healthSchema>
