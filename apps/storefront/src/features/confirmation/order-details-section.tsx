import { confirmationText, directionsLink, type OrderConfirmation } from '@aisle/flows'
import { MapPlaceholder } from '@aisle/ui'

/**
 * 'Order Details': address or store, contact, time window, and the map (checkout.md §2).
 * No maps service runs offline, so the map is its placeholder (§8 "Map failure shows a
 * placeholder"); the maps link opens the platform's maps service at the destination.
 */
export function OrderDetailsSection({ confirmation }: { confirmation: OrderConfirmation }) {
  const { destination, contact, timeWindow } = confirmation
  const place = destination?.lines.join(', ')
  const directions = directionsLink(destination, navigator)
  return (
    <section aria-labelledby="confirmation-order-details">
      <h2 id="confirmation-order-details">{confirmationText.orderDetails}</h2>
      <dl>
        {destination ? (
          <>
            <dt>
              {destination.kind === 'address'
                ? confirmationText.deliveryAddress
                : confirmationText.pickupStore}
            </dt>
            {destination.lines.map((line) => (
              <dd key={line}>{line}</dd>
            ))}
          </>
        ) : null}
        {contact ? (
          <>
            <dt>{confirmationText.contact}</dt>
            <dd>{contact.name}</dd>
            <dd>{contact.phone}</dd>
          </>
        ) : null}
        {timeWindow ? (
          <>
            <dt>{confirmationText.timeWindow}</dt>
            <dd>{timeWindow}</dd>
          </>
        ) : null}
      </dl>
      {place ? <MapPlaceholder label={confirmationText.mapOf(place)} ratio={3} /> : null}
      {directions ? (
        <p>
          <a href={directions}>{confirmationText.openInMaps}</a>
        </p>
      ) : null}
    </section>
  )
}
