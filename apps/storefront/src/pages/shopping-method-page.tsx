import { addressBookVariantOf, selectorSwitchesOf } from '@aisle/flows'
import { useLocation, useNavigate } from 'react-router'
import { readChoice, writeChoice } from '../features/selector/choice-cookies'
import { ShoppingMethodSelector } from '../features/selector/shopping-method-selector'
import { PageHeading } from '../page-heading'
import { useSession } from '../session'

/**
 * The selector as an inline page (shopping-method-selector.md §2): no close control;
 * `?from=cart` reads 'Change Store', `?layout=list` the single list; `?addressBook=v2`,
 * `?slots=` and `?geolocation=off` are the feature switches.
 */
export default function ShoppingMethodPage() {
  const session = useSession()
  const navigate = useNavigate()
  const { search } = useLocation()
  const params = new URLSearchParams(search)
  return (
    <ShoppingMethodSelector
      addressBookVersion={addressBookVariantOf(search)}
      {...selectorSwitchesOf(search)}
      layout={params.get('layout') === 'list' ? 'list' : 'tabs'}
      openedFrom={params.get('from') === 'cart' ? 'cart' : 'header'}
      signedIn={session !== undefined}
      savedChoice={readChoice()}
      renderHeading={(text) => <PageHeading>{text}</PageHeading>}
      headingLevel={1}
      onDone={(choice) => {
        writeChoice(choice)
        navigate(params.get('from') === 'cart' ? '/cart' : '/')
      }}
    />
  )
}
