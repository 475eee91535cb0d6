import type { alert } from '#styled-system/recipes'

/** The kind of message: `info` and `success` are polite, `warning` and `danger` assertive. */
export type AlertTone = (typeof alert.variantMap.tone)[number]

/** `status` (polite) for info and success; `alert` (assertive) for warnings and errors. */
export const alertRole = (tone: AlertTone): 'status' | 'alert' =>
  tone === 'info' || tone === 'success' ? 'status' : 'alert'
