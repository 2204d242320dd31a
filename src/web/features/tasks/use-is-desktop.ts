import { useMediaQuery } from '../../lib/use-media-query';

/** SPEC §9: below 1024 px a tap on a task card opens the action sheet instead of inline buttons. */
export const useIsDesktop = () => useMediaQuery('(min-width: 1024px)');
