export { requiresSignIn } from './requires-sign-in.js'
export {
  isSignInPath,
  type PageLocation,
  RETURN_TO_PARAM,
  returnToOf,
  SIGN_IN_PATH,
  safeReturnTo,
  signInPathFor,
} from './return-to.js'
export {
  isAccessTokenExpired,
  isSignedIn,
  parseTokenSession,
  sessionFromTokens,
  type TokenSession,
} from './token-session.js'
