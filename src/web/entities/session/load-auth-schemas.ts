type AuthSchemas = typeof import('../../../shared/schemas/auth');

let loading: Promise<AuthSchemas> | null = null;

/**
 * The auth forms validate with the shared zod contract, but zod weighs ~30 KB gzip and the sign-in
 * screen is the first thing anyone downloads. So the schemas arrive in their own chunk: warmed as
 * soon as the screen has painted, awaited on submit (by then it is always in the cache).
 */
export function loadAuthSchemas(): Promise<AuthSchemas> {
  loading ??= import('../../../shared/schemas/auth');
  return loading;
}
