/**
 * Everything a Finalizar receives now (issue 29): the first line and every 'Dividir pagamento'
 * line. Kept free of zod: the agenda's saves use it before the schemas load.
 */
export const finalizeTotalCents = (v: { amountCents?: number; splits?: { amountCents?: number }[] }) =>
  (v.amountCents ?? 0) + (v.splits ?? []).reduce((sum, line) => sum + (line.amountCents ?? 0), 0);
