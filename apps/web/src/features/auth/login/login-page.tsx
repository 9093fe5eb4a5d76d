import { RedirectSignedIn } from '../session/redirect-signed-in';
import { LoginForm } from './login-form';
import { LoginFrame } from './login-frame';

export function LoginPage() {
  return (
    <RedirectSignedIn>
      <LoginFrame>
        <LoginForm />
      </LoginFrame>
    </RedirectSignedIn>
  );
}
