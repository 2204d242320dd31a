/** Tells the other tabs of this browser that the session ended, so they leave too. */
const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel('tinta-auth') : null;

export const announceSignOut = () => channel?.postMessage('signed-out');

export function onSignOutElsewhere(handler: () => void): () => void {
  if (!channel) return () => {};
  const listener = (e: MessageEvent) => e.data === 'signed-out' && handler();
  channel.addEventListener('message', listener);
  return () => channel.removeEventListener('message', listener);
}
