import { messages } from '@aisle/api'
import { useSearchParams } from 'react-router'
import { PlaceholderPage } from './placeholder-page'

/** After a rejected payment authorization; `isModify=true` selects the modify wording (checkout.md §2). */
export default function PaymentErrorPage() {
  const [search] = useSearchParams()
  const modify = search.get('isModify') === 'true'
  return (
    <PlaceholderPage heading={modify ? messages.orderCanceledTitle : messages.orderNotCompleted} />
  )
}
