const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Makes text safe inside HTML (e-mails, the dev outbox page). */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => entities[c]!);
