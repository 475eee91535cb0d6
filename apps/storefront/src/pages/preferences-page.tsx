import { PreferencesScreen } from '../features/preferences/preferences-screen'

export default function PreferencesPage() {
  return <PreferencesScreen />
}
