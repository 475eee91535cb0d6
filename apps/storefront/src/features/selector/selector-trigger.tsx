// The header's control: tiny, in the entry chunk. The selector itself loads on first open.
import { type ShoppingChoice, selectorTriggerLabel } from '@aisle/flows'
import { Button, SiteHeader } from '@aisle/ui'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { readChoice, writeChoice } from './choice-cookies'

const SelectorModal = lazy(() => import('./selector-modal'))
const ServerChoiceLabel = lazy(() => import('./server-choice-label'))

export interface SelectorTriggerProps {
  signedIn: boolean
  /** 'cart' on the cart pages: the heading reads 'Change Store' (§2). */
  openedFrom: 'header' | 'cart'
}

/** Shows the current store or option; opens the selector as a modal. */
export function SelectorTrigger({ signedIn, openedFrom }: SelectorTriggerProps) {
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  const [choice, setChoice] = useState<ShoppingChoice | undefined>(readChoice)
  // The inline page sets the cookies too: read them again after each navigation.
  const { key } = useLocation()
  useEffect(() => {
    if (key) setChoice(readChoice())
  }, [key])
  return (
    <>
      <Button
        variant="plain"
        size="sm"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true)
          setOpen(true)
        }}
      >
        <SiteHeader.ControlLabel>
          {signedIn ? (
            // Signed in, the service keeps the active choice (§6); the cookies stand in meanwhile.
            <Suspense fallback={selectorTriggerLabel(choice)}>
              <ServerChoiceLabel cookie={choice} />
            </Suspense>
          ) : (
            selectorTriggerLabel(choice)
          )}
        </SiteHeader.ControlLabel>
      </Button>
      {opened ? (
        <Suspense>
          <SelectorModal
            open={open}
            onOpenChange={setOpen}
            signedIn={signedIn}
            openedFrom={openedFrom}
            savedChoice={choice}
            onDone={(next) => {
              writeChoice(next)
              setChoice(next)
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
}
