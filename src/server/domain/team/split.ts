/**
 * An artist's part of their revenue at `percentage` (two decimals), in whole cents. The studio gets
 * the rest, so artist + studio is always exactly the revenue: no centavo lost or invented.
 */
export function splitRevenue(revenueCents: number, percentage: number) {
  const basisPoints = Math.round(percentage * 100); // 33.33% → 3333
  const artistCents = Math.round((revenueCents * basisPoints) / 10_000);
  return { artistCents, studioCents: revenueCents - artistCents };
}
