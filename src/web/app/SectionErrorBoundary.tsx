import { WifiOff } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { Button } from '../components/ui/button';
import { dropBootPaint } from '../lib/boot-paint';

interface State {
  failed: boolean;
}

/**
 * A screen's code that could not load (offline before its first visit: the service worker only
 * keeps what the app has opened) must not take the whole app down. It says why, and reloads by
 * itself when the connection returns — or on a tap. `key` it by section so leaving resets it.
 */
interface Props {
  children: ReactNode;
}

export class SectionErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('section failed to load', error);
    // Its retry screen must not sit under the picture of the last drawn day (lib/boot-paint.ts).
    dropBootPaint();
  }

  override componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  // The browser remembers a failed module import for the page's life: only a reload fetches it
  // again. The address keeps the section, so the reload lands right here, working.
  retry = () => {
    if (this.state.failed) window.location.reload();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="rounded-2xl border border-ink-800 bg-ink-900 p-6 text-center">
        <WifiOff size={28} className="mx-auto text-amber-300" aria-hidden />
        <p className="mt-3 font-medium">Não foi possível abrir esta tela.</p>
        <p className="mt-1 text-sm text-ink-400">
          {navigator.onLine
            ? 'Verifique sua conexão e tente de novo.'
            : 'Sem conexão: ela abre assim que a internet voltar.'}
        </p>
        <Button variant="secondary" className="mt-4" onClick={this.retry}>
          Tentar novamente
        </Button>
      </div>
    );
  }
}
