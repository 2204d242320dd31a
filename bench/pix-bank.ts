/**
 * The bank of `npm run bench -- pix`, in a process of its own (as a bank is): the PSP double of
 * tests/pix-psp, which the server reaches over mutual TLS, and the sender of its notifications.
 * Driven by messages from bench/pix-webhooks.ts:
 *   { type: 'start', caDir }                        → { type: 'ready', baseUrl, clientId, clientSecret }
 *   { type: 'pay', chave, txids, valor, copies, concurrency, connectTo, seed }
 *                                                   → { type: 'paid', ...DeliveryRun }
 * 'pay': each charge is paid once at the bank, then its notification is POSTed `copies` times, all
 * of them shuffled together (so the copies of one Pix land apart, or at once, and the Pix out of the
 * order they were paid in), sent evenly over `spreadMs` by `concurrency` senders (a delivery waits
 * for a free one); each timed from sending to the end of the answer — the server's whole handling,
 * its read-back of the charge from this bank included.
 */
import type { PspDouble } from '../tests/pix-psp/psp-double';
import { startPspDouble } from '../tests/pix-psp/psp-double';
import { loadTestCa } from '../tests/pix-psp/test-ca';

export interface DeliveryRun {
  /** txid → the end-to-end id of the one Pix paid to it. */
  paid: Record<string, string>;
  /** Each delivery's handling time (ms), in the order they were sent. */
  timings: number[];
  /** Each delivery's HTTP status (0: no answer). */
  statuses: number[];
  /** From the first delivery sent to the last answer (ms). */
  wallMs: number;
  /** The most a delivery went out after its time because every sender was still waiting (ms). */
  maxLagMs: number;
  /** This process's CPU time over the deliveries (ms): the bank's side, answering the read-backs. */
  bankCpuMs: number;
  /** Breaches of the API Pix standard the double saw (requests or answers). */
  violations: string[];
}

export type BankMessage =
  | { type: 'start'; caDir: string }
  | {
      type: 'pay';
      chave: string;
      txids: string[];
      valor: string;
      copies: number;
      concurrency: number;
      /** The deliveries are sent evenly over this long (0: each as soon as a sender is free). */
      spreadMs: number;
      connectTo: string;
      seed: number;
    };

/** A small seeded generator (mulberry32): the same shuffle on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let psp: PspDouble | undefined;

async function pay(message: Extract<BankMessage, { type: 'pay' }>): Promise<DeliveryRun> {
  const bank = psp!;
  const paid: Record<string, string> = {};
  const notifications: unknown[] = [];
  for (const txid of message.txids) {
    const { endToEndId, notification } = bank.pay(txid, message.valor);
    paid[txid] = endToEndId;
    notifications.push(notification);
  }
  const queue = notifications.flatMap((n) => Array.from({ length: message.copies }, () => n));
  const next = random(message.seed);
  for (let i = queue.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [queue[i], queue[j]] = [queue[j], queue[i]];
  }
  const timings: number[] = new Array(queue.length);
  const statuses: number[] = new Array(queue.length);
  let taken = 0;
  let maxLagMs = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const sender = async () => {
    while (taken < queue.length) {
      const i = taken++;
      const due = started + (i * message.spreadMs) / queue.length;
      const early = due - performance.now();
      if (early > 0) await new Promise((r) => setTimeout(r, early));
      const sent = performance.now();
      maxLagMs = Math.max(maxLagMs, sent - due);
      // One attempt each: a refusal is the bench's news, not something to retry past.
      const [status] = await bank.deliver(message.chave, queue[i], { connectTo: message.connectTo });
      timings[i] = performance.now() - sent;
      statuses[i] = status!;
    }
  };
  await Promise.all(Array.from({ length: message.concurrency }, sender));
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const bankCpuMs = (used.user + used.system) / 1000;
  return { paid, timings, statuses, wallMs, maxLagMs, bankCpuMs, violations: bank.violations.splice(0) };
}

process.on('message', (message: BankMessage) => {
  const answer = async () => {
    if (message.type === 'start') {
      psp = await startPspDouble(loadTestCa(message.caDir));
      return { type: 'ready', baseUrl: psp.baseUrl, clientId: psp.clientId, clientSecret: psp.clientSecret };
    }
    return { type: 'paid', ...(await pay(message)) };
  };
  answer().then(
    (reply) => process.send!(reply),
    (err: Error) => process.send!({ type: 'error', message: err.stack ?? err.message }),
  );
});
process.on('disconnect', () => {
  void psp?.close().finally(() => process.exit(0));
});
