import { z } from 'zod';

/** The artist's calendar subscription (issue 16), as 'Meu Perfil' shows it. */
export interface CalendarFeed {
  /**
   * `/cal/{token}.ics` on this app's origin (the screen writes it as `webcal://` for subscribing and
   * `https://` for calendars that ask for a URL); null before the artist creates the link.
   */
  path: string | null;
  includeMoney: boolean;
}

export const calendarFeedPatchSchema = z.object({ includeMoney: z.boolean() });
export type CalendarFeedPatch = z.input<typeof calendarFeedPatchSchema>;
