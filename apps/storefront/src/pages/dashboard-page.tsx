import { headings } from '../messages'
import { PlaceholderPage } from './placeholder-page'

export default function DashboardPage() {
  return <PlaceholderPage heading={headings.dashboard} />
}
