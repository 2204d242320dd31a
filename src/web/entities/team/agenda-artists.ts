import { useQuery } from '@tanstack/react-query';
import type { AgendaArtist } from '../../../shared/schemas/team';
import { api } from '../../lib/api';
import { invalidateOnChange } from '../../lib/changes';

const agendaArtistsKey = ['studio', 'agenda-artists'] as const;
invalidateOnChange('organization_members', agendaArtistsKey);
invalidateOnChange('profiles', agendaArtistsKey);
invalidateOnChange('booking_settings', agendaArtistsKey);

/**
 * The studio agenda's artists, for the owner and the front desk; empty for everyone else (a solo
 * artist or a studio's artist keeps one agenda, and the screens look as they always did).
 */
export const useAgendaArtists = () =>
  useQuery({
    queryKey: agendaArtistsKey,
    queryFn: () => api<AgendaArtist[]>('/api/studio/artists'),
    staleTime: 60_000,
  });

/**
 * One colour per artist, by their place in the studio (the owner first). Tailwind classes written
 * out whole so the build keeps them; readable on the dark grid, told apart without red/green alone.
 */
const palette = [
  { dot: 'bg-sky-400', border: 'border-l-sky-400', chip: 'border-sky-400/60' },
  { dot: 'bg-amber-400', border: 'border-l-amber-400', chip: 'border-amber-400/60' },
  { dot: 'bg-fuchsia-400', border: 'border-l-fuchsia-400', chip: 'border-fuchsia-400/60' },
  { dot: 'bg-teal-300', border: 'border-l-teal-300', chip: 'border-teal-300/60' },
  { dot: 'bg-orange-400', border: 'border-l-orange-400', chip: 'border-orange-400/60' },
  { dot: 'bg-violet-400', border: 'border-l-violet-400', chip: 'border-violet-400/60' },
  { dot: 'bg-lime-300', border: 'border-l-lime-300', chip: 'border-lime-300/60' },
  { dot: 'bg-rose-300', border: 'border-l-rose-300', chip: 'border-rose-300/60' },
] as const;
export type ArtistColour = (typeof palette)[number];

export const artistColour = (colorIndex: number): ArtistColour => palette[colorIndex % palette.length]!;
