import { createContext, useContext } from 'react';
import type { Appointment } from '../../../shared/schemas/appointment';
import type { AgendaArtist } from '../../../shared/schemas/team';
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
