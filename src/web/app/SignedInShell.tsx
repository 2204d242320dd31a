import type { Me } from '../../shared/schemas/profile';
import { PrivacyProvider } from '../lib/privacy';
import { NavigationProvider } from './navigation';
import Shell from './Shell';

/**
 * The shell with what only it reads — the section in the URL, privacy mode over money values —
 * loaded once someone with a plan is signed in: the sign-in screen downloads none of it.
 */
export default function SignedInShell({ me }: { me: Me }) {
  return (
    <PrivacyProvider>
      <NavigationProvider>
        <Shell me={me} />
      </NavigationProvider>
    </PrivacyProvider>
  );
}
