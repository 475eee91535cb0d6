// The dom project's setup: unmount what each test rendered once it ends. Without Vitest
// globals, Testing Library does not register this itself, and a hook left mounted (SWR
// revalidation, a pending timer) would still schedule React work after the file's jsdom
// was torn down ("window is not defined").
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => {
  cleanup()
})
