import { Alert } from '../../components/ui/alert';
import { AuthLayout } from '../../entities/session/AuthLayout';

/** SPEC §8: every refusal reads under 'Convite Inválido', with a way back home. */
export function InvitationError({ message }: { message: string }) {
  return (
    <AuthLayout title="Convite Inválido">
      <div className="space-y-6">
        <Alert>{message}</Alert>
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
