import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { IMAGE_SUMMARY_PIXELS, ImageSummary } from './image-summary.js'

afterEach(cleanup)

const images = [
  { src: '/milk.png', alt: 'Milk' },
  { src: '/eggs.png', alt: 'Eggs' },
]

describe('ImageSummary thumbnails', () => {
  it('load lazily and decode off the main thread', () => {
    render(<ImageSummary label="Items in your order" images={images} />)
    const shown = screen.getAllByRole('img')
    expect(shown).toHaveLength(2)
    for (const image of shown) {
      expect(image.getAttribute('loading')).toBe('lazy')
      expect(image.getAttribute('decoding')).toBe('async')
    }
  })

  it.each([
    [undefined, '48'],
    ['sm', '40'],
    ['md', '48'],
    ['lg', '64'],
  ] as const)('size %s reserves a %s px square before the image loads', (size, pixels) => {
    render(<ImageSummary label="Items" images={images.slice(0, 1)} size={size} />)
    const image = screen.getByRole('img', { name: 'Milk' })
    expect(image.getAttribute('width')).toBe(pixels)
    expect(image.getAttribute('height')).toBe(pixels)
  })

  it('sizes match the recipe’s spacing tokens (10, 12, 16 at 4 px a step)', () => {
    expect(IMAGE_SUMMARY_PIXELS).toEqual({ sm: 10 * 4, md: 12 * 4, lg: 16 * 4 })
  })
})
