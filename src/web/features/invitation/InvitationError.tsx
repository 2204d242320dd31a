import { AuthLayout } from '../auth/AuthLayout';

/** SPEC §8: every refusal reads under 'Convite Inválido', with a way back home. */
export function InvitationError({ message }: { message: string }) {
  return (
    <AuthLayout title="Convite Inválido">
      <div className="space-y-6">
        <p role="alert" className="rounded-xl border border-red-900 bg-red-950/60 px-3 py-2.5 text-red-200">
          {message}
        </p>
        <a
          href="/"
          className="inline-flex h-12 w-full items-center justify-center rounded-xl border border-ink-700 bg-ink-800 px-5 font-medium text-ink-100 hover:bg-ink-700"
        >
          Voltar ao início
        </a>
      </div>
    </AuthLayout>
  );
}
