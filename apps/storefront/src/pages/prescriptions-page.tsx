import { headings } from '../messages'
import { PlaceholderPage } from './placeholder-page'

export default function PrescriptionsPage() {
  return <PlaceholderPage heading={headings.prescriptions} />
}
