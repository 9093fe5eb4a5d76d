import { RedirectSignedIn } from '../session/redirect-signed-in';
import { RegisterForm } from './register-form';
import { RegisterFrame } from './register-frame';

/** product-rules#site-routes: /user/signup and /user/register are the same screen under two names. */
export function RegisterPage({ title }: { title: string }) {
  return (
    <RedirectSignedIn>
      <RegisterFrame title={title}>
        <RegisterForm />
      </RegisterFrame>
    </RedirectSignedIn>
  );
}
