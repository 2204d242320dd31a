/**
 * Sent with a write from the browser's offline queue: the id of the account it was saved under.
 * The server refuses it (OTHER_ACCOUNT) when the session cookie now belongs to someone else — the
 * cookie is the browser's, shared by every tab, and can change under a tab that still thinks the
 * first person is signed in (docs/decisions/0006-offline-queue-owner.md).
 */
export const QUEUE_OWNER_HEADER = 'x-tinta-owner';
