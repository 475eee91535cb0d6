import { checkoutConfigurationSchema, DEFAULT_CHECKOUT_CONFIGURATION } from '@aisle/api'
import { describe, expect, it } from 'vitest'
import { scopeOf } from '../src/context.ts'
import { CONFIGURATION_COLLECTION } from '../src/routes/configuration.ts'
import { BANNERS, sandbox } from './support.ts'

describe('checkout configuration (checkout.md §2: the option filter and variant 78ca12; the read is ours)', () => {
  it.each(BANNERS)(
    '%s answers the spec’s normal screen: filter on, variant off',
    async (banner) => {
      const { call } = sandbox()
      const response = await call('checkoutConfiguration', { banner })
      expect(response.status).toBe(200)
      const body = checkoutConfigurationSchema.parse(await response.json())
      expect(body).toEqual(DEFAULT_CHECKOUT_CONFIGURATION)
      expect(body.scheduling.optionFilterAvailable).toBe(true)
      expect(body.scheduling.experiments.deliveryChipsVariant).toBe(false)
    },
  )

  it("answers a banner's own configuration document, and only that banner's", async () => {
    const { call, store } = sandbox()
    const switched = {
      scheduling: { optionFilterAvailable: false, experiments: { deliveryChipsVariant: true } },
    }
    scopeOf(store, 'hilltop', '*').put(CONFIGURATION_COLLECTION, 'checkout', switched)
    const hilltop = await call('checkoutConfiguration', { banner: 'hilltop' })
    expect(await hilltop.json()).toEqual(switched)
    const greenleaf = await call('checkoutConfiguration', { banner: 'greenleaf' })
    expect(await greenleaf.json()).toEqual(DEFAULT_CHECKOUT_CONFIGURATION)
  })
})
