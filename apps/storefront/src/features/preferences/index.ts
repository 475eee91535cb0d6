export { PreferencesScreen } from './preferences-screen'
