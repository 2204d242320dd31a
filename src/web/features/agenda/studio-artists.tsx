import { createContext, useContext } from 'react';
import { weekdayOf } from '../../../shared/booking-slots';
import type { Appointment } from '../../../shared/schemas/appointment';
import type { AgendaArtist } from '../../../shared/schemas/team';
import type { IsoDay } from '../../../shared/time';
import { type ArtistColour, artistColour } from '../../entities/team/agenda-artists';

/** An artist of the studio agenda as the screen draws them. */
export interface ArtistView extends AgendaArtist {
  colour: ArtistColour;
}

export const toArtistViews = (artists: readonly AgendaArtist[]): ArtistView[] =>
  artists.map((a) => ({ ...a, colour: artistColour(a.colorIndex) }));

/**
 * Whose session a block, dot or row is, for the studio agenda (owner and front desk). Empty for
 * everyone else, so a solo artist's agenda draws exactly as before.
 */
const ArtistsContext = createContext<ReadonlyMap<string, ArtistView>>(new Map());
export const StudioArtistsProvider = ArtistsContext.Provider;
export function useArtistOf() {
  const artists = useContext(ArtistsContext);
  return (a: Pick<Appointment, 'artistId'>) => artists.get(a.artistId);
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Whether the hour starting at `hour` is outside the artist's working time on `day`: a day off, or
 * no working range touching it. An artist who never set their week is never shaded.
 */
export function isOffHour(
  artist: Pick<AgendaArtist, 'weekly' | 'daysOff'>,
  day: IsoDay,
  hour: number,
): boolean {
  if (artist.weekly.length === 0) return false;
  if (artist.daysOff.includes(day)) return true;
  const ranges = artist.weekly[weekdayOf(day)] ?? [];
  const from = hour * 60;
  return !ranges.some((r) => minutes(r.start) < from + 60 && minutes(r.end) > from);
}
