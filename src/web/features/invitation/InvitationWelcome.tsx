import { PartyPopper } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { AuthLayout } from '../../entities/session/AuthLayout';

/**
 * SPEC §2's success state: the person has joined (signed up from the link, or accepted while
 * signed in). It names the studio, then 'Começar' hands over to the app.
 */
export function InvitationWelcome({ studioName, onStart }: { studioName: string; onStart: () => void }) {
  return (
    <AuthLayout title="Boas-vindas ao estúdio!">
      <div className="space-y-6">
        <div className="flex items-start gap-3">
          <span
            aria-hidden
            className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-emerald-950/60 text-emerald-300"
          >
            <PartyPopper size={22} />
          </span>
          <p className="min-w-0 pt-2 text-ink-300">
            Agora você faz parte de <strong className="text-ink-100 wrap-anywhere">{studioName}</strong>.
          </p>
        </div>
        {/* The form that was focused is gone: the one way on takes the focus. */}
        <Button size="lg" className="w-full" autoFocus onClick={onStart}>
          Começar
        </Button>
      </div>
    </AuthLayout>
  );
}
