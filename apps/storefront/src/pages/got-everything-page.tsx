import { headings } from '../messages'
import { PlaceholderPage } from './placeholder-page'

export default function GotEverythingPage() {
  return <PlaceholderPage heading={headings.gotEverything} />
}
