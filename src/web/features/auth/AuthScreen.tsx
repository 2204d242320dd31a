import { useState } from 'react';
import { AuthLayout } from './AuthLayout';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { SignUpForm } from './SignUpForm';

type Mode = 'login' | 'signup' | 'forgot';

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
    <AuthLayout title={title} subtitle={subtitle || undefined}>
      {mode === 'login' && (
        <LoginForm onSignUp={() => setMode('signup')} onForgot={() => setMode('forgot')} />
      )}
      {mode === 'signup' && <SignUpForm onLogin={() => setMode('login')} />}
      {mode === 'forgot' && <ForgotPasswordForm onBack={() => setMode('login')} />}
    </AuthLayout>
  );
}
