/**
 * An artist's part of an amount at `percentage` (two decimals), in whole cents; the studio gets the
 * rest, so artist + studio is always exactly the amount: no centavo lost or invented. Half a
 * centavo rounds away from zero, so a refund (negative) splits exactly like the deposit it returns.
 * Each payment's split is stored when it is written, by this rule's SQL twin `tinta_studio_part`
 * (migration 0030, decision 0016); this one is for tests and for figures that are not payments.
 */
export function splitRevenue(revenueCents: number, percentage: number) {
  const basisPoints = Math.round(percentage * 100); // 33.33% → 3333
  const artistCents = Math.sign(revenueCents) * Math.round((Math.abs(revenueCents) * basisPoints) / 10_000);
  return { artistCents: artistCents + 0, studioCents: revenueCents - artistCents };
}
