// Browser-safe. A field a handler refuses, answered as the contract checks answer
// (src/app.ts): 400 VALIDATION_ERROR with the field's path in the body.
import { fail } from '../context.ts'

/** 400 VALIDATION_ERROR, reason `body.<field>: <message>`. */
export const failField = (field: string, message: string): never =>
  fail(400, 'VALIDATION_ERROR', `body.${field}: ${message}`)
