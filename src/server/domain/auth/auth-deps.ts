/** How Better Auth answered a forwarded request: its status and, on a failure, its error code. */
export interface BetterAuthAnswer {
  status: number;
  code?: string;
}

/**
 * What the auth operations need from outside: Better Auth, called with the body they checked
 * (the route relays its full answer — cookies, redirects — to the client), and RATE_LIMIT_SCALE.
 */
export interface AuthDeps {
  callBetterAuth: (body: Record<string, unknown>) => Promise<BetterAuthAnswer>;
  rateLimitScale: number;
}

/** The e-mail as budgets and the duplicate check see it (Better Auth lowercases it too). */
export const normalizedEmail = (body: Record<string, unknown>) =>
  String(body.email ?? '')
    .trim()
    .toLowerCase();
