import { headings } from '../messages'
import { PlaceholderPage } from './placeholder-page'

export default function ProfilePage() {
  return <PlaceholderPage heading={headings.profile} />
}
