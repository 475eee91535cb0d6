import { useApiQuery } from '@aisle/api/swr'
import { Alert, Spinner } from '@aisle/ui'
import { useApiClient } from '../../api-client'

export const bannerLogoText = {
  caption: 'Our stores',
  logo: 'Logo',
  title: 'Store',
  domain: 'Website',
  loading: 'Loading our stores',
  retry: 'Try again',
} as const

/**
 * The banner logo table (account-area.md §3): domain, title and logo of every banner,
 * served from the banner registry by the `bannerLogos` call.
 */
export function BannerLogoTable() {
  const client = useApiClient()
  const query = useApiQuery(client, 'bannerLogos')
  if (query.error) {
    return (
      <Alert
        tone="danger"
        description={query.error.message}
        actionLabel={bannerLogoText.retry}
        onAction={() => void query.mutate()}
      />
    )
  }
  if (!query.data) return <Spinner label={bannerLogoText.loading} />
  return (
    <table>
      <caption>{bannerLogoText.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{bannerLogoText.logo}</th>
          <th scope="col">{bannerLogoText.title}</th>
          <th scope="col">{bannerLogoText.domain}</th>
        </tr>
      </thead>
      <tbody>
        {query.data.banners.map((row) => (
          <tr key={row.domain}>
            <td>
              <img src={row.asset} alt={row.title} height={32} />
            </td>
            <th scope="row">{row.title}</th>
            <td>{row.domain}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
