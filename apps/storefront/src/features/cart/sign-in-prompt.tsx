import { signInPathFor } from '@aisle/flows'
import { Button } from '@aisle/ui'
import { Link, useLocation } from 'react-router'
import { signIn } from '../../messages'

/** For a signed-out visitor on a shopper's page: a line and the way to sign in. */
export function SignInPrompt({ text }: { text: string }) {
  const location = useLocation()
  return (
    <>
      <p>{text}</p>
      <p>
        <Button asChild variant="primary">
          <Link to={signInPathFor(location)}>{signIn.submit}</Link>
        </Button>
      </p>
    </>
  )
}
