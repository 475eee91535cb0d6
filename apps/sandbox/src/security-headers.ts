import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'

/**
 * Headers for every response of the storefront server. No 'unsafe-inline'
 * anywhere: the built storefront loads only its own files, and the card-entry
 * frame is the one other origin it may embed.
 */
export function storefrontSecurityHeaders(options: { cardFrameOrigin: string }): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: [options.cardFrameOrigin],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
    ...commonHeaders,
    xFrameOptions: 'DENY',
    permissionsPolicy: { geolocation: ['self'], camera: [], microphone: [] },
  })
}

/**
 * Headers for the card-entry frame's origin: only the allowed parent pages (the
 * storefront) may embed it, and it loads nothing from anywhere else.
 */
export function cardFrameSecurityHeaders(options: {
  parentOrigins: readonly string[]
}): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'"],
      connectSrc: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: [...options.parentOrigins],
    },
    ...commonHeaders,
    // X-Frame-Options cannot name another origin; frame-ancestors says it instead.
    xFrameOptions: false,
    // Leaves the frame embeddable if the storefront ever turns on COEP.
    crossOriginResourcePolicy: false,
    permissionsPolicy: { geolocation: [], camera: [], microphone: [] },
  })
}

const commonHeaders = {
  referrerPolicy: 'strict-origin-when-cross-origin',
  xContentTypeOptions: 'nosniff',
  crossOriginOpenerPolicy: 'same-origin',
  // Plain HTTP on localhost: HSTS would pin every localhost port to HTTPS.
  strictTransportSecurity: false,
} as const
