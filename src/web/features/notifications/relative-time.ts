import { onFirstUse } from '../../lib/on-first-use';

const format = onFirstUse(() => new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' }));

const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** 'há 5 minutos', 'há 2 horas', 'ontem'… (pt-BR). Under a minute reads 'agora'. */
export function relativeTimePtBR(iso: string, now = Date.now()): string {
  let amount = (new Date(iso).getTime() - now) / 1000;
  if (Math.abs(amount) < 60) return format().format(0, 'second');
  for (const [unit, size] of steps) {
    if (Math.abs(amount) < size) return format().format(Math.round(amount), unit);
    amount /= size;
  }
  return format().format(Math.round(amount), 'year');
}
