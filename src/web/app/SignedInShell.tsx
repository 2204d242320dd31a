import type { Me } from '../../shared/schemas/profile';
import { NavigationProvider } from '../lib/navigation';
import { PrivacyProvider } from '../lib/privacy';
import { AppointmentExtrasProvider } from './appointment-extras';
import Shell from './Shell';

/**
 * The shell with what only it reads — the section in the URL, privacy mode over money values —
 * loaded once someone with a plan is signed in: the sign-in screen downloads none of it.
 */
export default function SignedInShell({ me }: { me: Me }) {
  return (
    <PrivacyProvider>
      <NavigationProvider>
        <AppointmentExtrasProvider>
          <Shell me={me} />
        </AppointmentExtrasProvider>
      </NavigationProvider>
    </PrivacyProvider>
  );
}
