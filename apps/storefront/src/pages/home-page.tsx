import { useBanner } from '../banner-context'
import { PlaceholderPage } from './placeholder-page'

export default function HomePage() {
  const banner = useBanner()
  return <PlaceholderPage heading={banner.title} documentTitle={null} />
}
