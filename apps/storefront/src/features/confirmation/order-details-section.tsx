import { confirmationText, directionsLink, type OrderConfirmation } from '@aisle/flows'
import { DataList, MapPlaceholder, Surface } from '@aisle/ui'

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
    <Surface.Root aria-labelledby="confirmation-order-details">
      <Surface.Title id="confirmation-order-details">{confirmationText.orderDetails}</Surface.Title>
      <DataList.Root orientation="vertical">
        {destination ? (
          <DataList.Item>
            <DataList.Label>
              {destination.kind === 'address'
                ? confirmationText.deliveryAddress
                : confirmationText.pickupStore}
            </DataList.Label>
            {destination.lines.map((line) => (
              <DataList.Value key={line}>{line}</DataList.Value>
            ))}
          </DataList.Item>
        ) : null}
        {contact ? (
          <DataList.Item>
            <DataList.Label>{confirmationText.contact}</DataList.Label>
            <DataList.Value>{contact.name}</DataList.Value>
            <DataList.Value>{contact.phone}</DataList.Value>
          </DataList.Item>
        ) : null}
        {timeWindow ? (
          <DataList.Item>
            <DataList.Label>{confirmationText.timeWindow}</DataList.Label>
            <DataList.Value>{timeWindow}</DataList.Value>
          </DataList.Item>
        ) : null}
      </DataList.Root>
      {place ? <MapPlaceholder label={confirmationText.mapOf(place)} ratio={3} /> : null}
      {directions ? (
        <p>
          <a href={directions}>{confirmationText.openInMaps}</a>
        </p>
      ) : null}
    </Surface.Root>
  )
}
