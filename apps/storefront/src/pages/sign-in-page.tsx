import { returnToOf } from '@aisle/flows'
import { Button, TextField } from '@aisle/ui'
import { type FormEvent, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { headings, signIn as texts } from '../messages'
import { PageHeading } from '../page-heading'
import { useSessionStore } from '../session'
import { useHydrated } from '../use-hydrated'

type Status = { kind: 'editing' } | { kind: 'signingIn' } | { kind: 'failed'; message: string }

/** Sign-in: email and password; back to the page the shopper came from (`?returnTo=`). */
export default function SignInPage() {
  const session = useSessionStore()
  const navigate = useNavigate()
  const { search } = useLocation()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [status, setStatus] = useState<Status>({ kind: 'editing' })
  // Sent as HTML (prerendered): nothing typed or submitted before the scripts run, which
  // would be lost, or sent natively with the fields in the URL.
  const hydrated = useHydrated()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status.kind === 'signingIn') return
    setStatus({ kind: 'signingIn' })
    const result = await session.signIn(email.trim(), password)
    if (result.ok) {
      navigate(returnToOf(search), { replace: true })
      return
    }
    // The service's own text when it sent one (wrong credentials), else the catalogue's.
    const { shownMessageOf } = await import('@aisle/api')
    setStatus({ kind: 'failed', message: shownMessageOf(result.error) })
  }

  return (
    <>
      <PageHeading>{headings.signIn}</PageHeading>
      <form onSubmit={submit} aria-label={headings.signIn}>
        <p role="alert">{status.kind === 'failed' ? status.message : null}</p>
        <TextField
          label={texts.email}
          type="email"
          name="email"
          autoComplete="username"
          required
          readOnly={!hydrated}
          value={email}
          onValueChange={({ value }) => setEmail(value)}
        />
        <TextField
          label={texts.password}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          readOnly={!hydrated}
          value={password}
          onValueChange={({ value }) => setPassword(value)}
        />
        <Button type="submit" disabled={!hydrated} loading={status.kind === 'signingIn'}>
          {texts.submit}
        </Button>
      </form>
    </>
  )
}
