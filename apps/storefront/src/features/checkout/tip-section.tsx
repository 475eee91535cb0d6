import {
  checkoutPageText,
  formatCartPrice,
  OTHER_TIP,
  type TipForm,
  tipText,
  useTippingPolicy,
} from '@aisle/flows'
import { Alert, Button, Collapsible, RadioGroup, Surface } from '@aisle/ui'
import { lazy } from 'react'
import { useApiClient } from '../../api-client'
import { SectionDrawer } from './section-drawer'

// The custom amount's form loads when 'Other Amount' opens it.
const TipCustomAmount = lazy(() => import('./tip-custom-amount'))

export interface TipSectionProps {
  tip: TipForm
  compact: boolean
}

/**
 * The tip (checkout.md §2 "The tip panel is open by default and toggles", §5 "Custom tip"):
 * suggestions, 'None' and 'Other Amount', whose amount opens in a drawer on narrow screens.
 */
export function TipSection({ tip, compact }: TipSectionProps) {
  // The tipping policy (checkout.md §7 flex container 'tipping-policy').
  const policy = useTippingPolicy(useApiClient(), tip.shown)
  if (!tip.shown) return null
  const summary = `${checkoutPageText.tip}: ${formatCartPrice(tip.amount)} (${tip.percent}%)`
  return (
    // On its card, like the page's other sections.
    <Surface.Root asChild>
      <div>
        <Collapsible summary={summary} headingLevel={2} defaultOpen>
          {policy.title === undefined ? null : <h3>{policy.title}</h3>}
          {policy.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <RadioGroup
            label={checkoutPageText.tip}
            orientation="horizontal"
            items={tip.options.map((option) => ({ value: option.key, label: option.label }))}
            value={tip.selected}
            disabled={!tip.canChange}
            onValueChange={({ value }) => {
              if (value) void tip.choose(value)
            }}
          />
          {tip.selected === OTHER_TIP && !tip.customOpen && tip.canChange ? (
            <Button variant="plain" size="sm" onClick={() => void tip.choose(OTHER_TIP)}>
              {tipText.otherAmount}
            </Button>
          ) : null}
          <SectionDrawer
            title={tipText.otherAmount}
            compact={compact}
            open={tip.customOpen}
            onClose={tip.closeCustom}
          >
            <TipCustomAmount
              tip={tip}
              label={tipText.otherAmount}
              saveLabel={checkoutPageText.save}
            />
          </SectionDrawer>
          {tip.failure ? <Alert tone="danger" description={tip.failure} /> : null}
        </Collapsible>
      </div>
    </Surface.Root>
  )
}
