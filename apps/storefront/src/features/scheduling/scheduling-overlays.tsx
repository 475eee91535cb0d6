// The step's overlays, loaded on first use: dialogs, the drawer and the age form are not
// needed to choose a time, so they stay out of the page's first chunk.
import type { Scheduling } from '@aisle/flows'
import { AgeVerificationDialog } from '../age-verification'
import { ReplacementsDrawer } from './replacements-drawer'
import { SchedulingModals } from './scheduling-modals'

export interface SchedulingOverlaysProps {
  scheduling: Scheduling
  bannerTitle: string
  onBackToCart: () => void
}

export default function SchedulingOverlays({
  scheduling,
  bannerTitle,
  onBackToCart,
}: SchedulingOverlaysProps) {
  return (
    <>
      <SchedulingModals
        scheduling={scheduling}
        bannerTitle={bannerTitle}
        onBackToCart={onBackToCart}
      />
      <AgeVerificationDialog
        open={scheduling.submit.status === 'verifyingAge'}
        minimumAge={scheduling.minimumAge}
        onVerified={scheduling.verifyAge}
        onBackToCart={() => {
          scheduling.cancelAge()
          onBackToCart()
        }}
      />
      <ReplacementsDrawer scheduling={scheduling} />
    </>
  )
}
