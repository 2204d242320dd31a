import '../styles.css';
import { showError } from './dom';
import { renderAnamnesisLink } from './render-anamnesis-link';
import { renderBookingPage } from './render-booking-page';
import { renderRequestStatus } from './render-request-status';

/**
 * The pages for people without an account: `/agendar/{slug}` (ask for a session),
 * `/agendar/{slug}/pedido/{token}` (follow the request) and `/anamnese/{token}` (health questionnaire).
 */
export function route(): void {
  const root = document.getElementById('page')!;
  const [, section, slug, sub, token] = window.location.pathname.split('/');
  if (section === 'anamnese' && slug) void renderAnamnesisLink(root, slug);
  else if (slug && sub === 'pedido' && token) void renderRequestStatus(root, slug, token);
  else if (slug && !sub)
    void renderBookingPage(root, slug, (sent) => {
      // The status page's address is the client's receipt: it replaces the form in history.
      window.history.pushState(null, '', `/agendar/${slug}/pedido/${sent}`);
      route();
      window.addEventListener('popstate', route);
      window.scrollTo({ top: 0 });
    });
  else showError(root, 'Página de agendamento não encontrada');
}

route();
window.addEventListener('popstate', route);
