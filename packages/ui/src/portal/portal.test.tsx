import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { Dialog, Portal } from '../index.js'

afterEach(cleanup)

it('re-exports a Portal that renders an open Dialog outside its host element', () => {
  const { container } = render(
    <Dialog.Root open>
      <Portal>
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>Payment methods</Dialog.Title>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>,
  )
  const dialog = screen.getByRole('dialog', { name: 'Payment methods' })
  expect(container.contains(dialog)).toBe(false)
  expect(document.body.contains(dialog)).toBe(true)
})
