export { RequireSignIn } from './require-sign-in'
export {
  SessionProvider,
  useApiClientLoader,
  useSession,
  useSessionStore,
} from './session-context'
export type { KeyValueStorage as SessionStorage } from './session-store'
