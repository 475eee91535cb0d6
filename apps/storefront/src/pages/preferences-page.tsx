import { headings } from '../messages'
import { PlaceholderPage } from './placeholder-page'

export default function PreferencesPage() {
  return <PlaceholderPage heading={headings.preferences} />
}
