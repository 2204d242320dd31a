import { lazy, Suspense, useState } from 'react';
import { AuthLayout } from '../../entities/session/AuthLayout';
import { LoginForm } from '../../entities/session/LoginForm';

type Mode = 'login' | 'signup' | 'forgot';

// Only the sign-in form comes with the first download (transfer.spec's budget); the other two are
// fetched with the schemas as soon as the person starts using the screen, so the switch is instant.
const loadSignUp = () => import('./SignUpForm');
const loadForgot = () => import('./ForgotPasswordForm');
const SignUpForm = lazy(loadSignUp);
const ForgotPasswordForm = lazy(loadForgot);
const warmForms = () => {
  void loadSignUp();
  void loadForgot();
};

const titles: Record<Mode, [string, string]> = {
  login: ['Entrar', 'Que bom ter você de volta ao seu estúdio.'],
  signup: ['Criar conta', 'Comece a organizar sua agenda hoje.'],
  forgot: ['Recuperar senha', ''],
};

/** SPEC's landing/login screen: a toggle between login and sign-up (plus password recovery). */
export default function AuthScreen() {
  const [mode, setMode] = useState<Mode>('login');
  const [title, subtitle] = titles[mode];
  return (
    <AuthLayout title={title} subtitle={subtitle || undefined} warm={warmForms}>
      {mode === 'login' && (
        <LoginForm onSignUp={() => setMode('signup')} onForgot={() => setMode('forgot')} />
      )}
      <Suspense fallback={null}>
        {mode === 'signup' && <SignUpForm onLogin={() => setMode('login')} />}
        {mode === 'forgot' && <ForgotPasswordForm onBack={() => setMode('login')} />}
      </Suspense>
    </AuthLayout>
  );
}
