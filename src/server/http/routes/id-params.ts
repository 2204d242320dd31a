import { z } from 'zod';

/** `:id` in a path. Domain look-ups answer 404 for anything that is not one of the user's ids. */
export const idParams = z.object({ id: z.string().max(64) });
