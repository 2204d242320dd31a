import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

export const cn = (...inputs: ClassValue[]) => twMerge(clsx(inputs));

/**
 * tailwind-merge builds its class map on its first call: ~40 ms on a slow phone, inside whichever
 * render first asks. Called when the page is idle after its first paint — usually while it waits
 * for the network — so the screen that follows does not pay for it.
 */
export const warmUpClassMerge = () => void twMerge('');
