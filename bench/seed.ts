import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { expenseCategories, expensePaymentMethods, paymentMethods } from '../src/shared/enums';

/** Milliseconds spent per table, over all users. */
type Took = Record<string, number>;

/** How much one user owns. Payments go on finished appointments: at most two per appointment. */
export interface Volumes {
  clients: number;
  appointments: number;
  payments: number;
  tasks: number;
  expenses?: number;
  /**
   * How many times the usual history (two years back, one ahead) the data covers, at the same
   * density: the scale run's 25× user has been a customer 25 times as long, not 25 times as busy.
   */
  history?: number;
}

export interface SeedPlan {
  userId: string;
  volumes: Volumes;
}

// Varied Brazilian names with the accents search must fold ('joao' finds 'João').
// biome-ignore format: word lists read better packed
const FIRST_NAMES = [
  'Ana', 'José', 'João', 'Maria', 'Márcia', 'Lúcia', 'Antônio', 'Conceição', 'Inês', 'Thaís',
  'Débora', 'Fábio', 'Caio', 'Luíza', 'Raí', 'Gisele', 'Bárbara', 'Vinícius', 'Júlia', 'Letícia',
  'Rafael', 'Camila', 'Tânia', 'Mônica', 'Cláudio', 'Sérgio', 'Heitor', 'Valentina', 'Gael', 'Ísis',
  'Otávio', 'Beatriz', 'Lívia', 'Matheus', 'Renata', 'Iara', 'Tainá', 'Wellington', 'Kauã', 'Yasmin',
];
// biome-ignore format: word lists read better packed
const LAST_NAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Pereira', 'Araújo', 'Gonçalves', 'Magalhães',
  'Brandão', 'Conceição', 'Simões', 'Sá', 'Assunção', 'Guimarães', 'Nóbrega', 'Câmara', 'Leão',
  'Falcão', 'Ribeiro', 'Carvalho', 'Rocha', 'Almeida', 'Nascimento', 'Barbosa', 'Fontes', 'Tavares',
  'Correia', 'Müller', 'Muñoz',
];
const AREA_CODES = ['11', '21', '31', '41', '47', '48', '51', '61', '71', '81', '85', '92'];
// biome-ignore format: word lists read better packed
const TITLES = [
  'Fechamento de braço', 'Rosa fineline', 'Leão realista', 'Mandala no antebraço', 'Lettering costela',
  'Retoque', 'Andorinha old school', 'Blackwork nas costas', 'Sessão 2 — costas', 'Minimalista no pulso',
  'Cobertura', 'Aquarela na panturrilha', 'Tribal', 'Dragão oriental', 'Flash do dia',
];
// biome-ignore format: word lists read better packed
const TASK_TITLES = [
  'Comprar agulhas', 'Responder orçamento', 'Postar no Instagram', 'Esterilizar material',
  'Ligar para cliente', 'Desenhar arte', 'Pagar aluguel', 'Repor tintas', 'Limpar a maca',
];

// São Paulo days and times through the SQL functions of migration 0025 (tinta_sp_*), never by hand.
/** SPEC's date_epoch: the start of a São Paulo day in epoch ms. */
const epochOf = (day: string) =>
  `(extract(epoch FROM tinta_sp_instant(${day}, TIME '00:00')) * 1000)::bigint`;

/**
 * One statement per table, each INSERT … SELECT generate_series, so 50 000 rows take seconds.
 * `random()` runs after setseed(), so every run draws the same data. $1 user, $2 now (mostly).
 */
async function seedUser(db: pg.ClientBase, userId: string, v: Volumes, now: Date, took: Took): Promise<void> {
  const base = [userId, now.toISOString()];
  const timed = async (table: string, text: string, values: unknown[]) => {
    const started = performance.now();
    await db.query(text, values);
    took[table] = (took[table] ?? 0) + performance.now() - started;
  };

  const history = v.history ?? 1;
  const pastDays = 730 * history;
  const spanDays = pastDays + 365;
  await timed(
    'clients',
    `INSERT INTO clients (user_id, name, phone, instagram, created_at)
     SELECT $1, name,
       CASE WHEN r_phone < 0.85 THEN format('(%s) 9%s-%s', ($5::text[])[1 + floor(r_phone * 1000)::int % cardinality($5::text[])],
         lpad((i::bigint * 7919 % 10000)::text, 4, '0'), lpad((i::bigint * 104729 % 10000)::text, 4, '0')) END,
       CASE WHEN r_insta < 0.6 THEN replace(tinta_fold(name), ' ', '.') || '.' || i END,
       $2::timestamptz - r_age * INTERVAL '${spanDays} days'
     FROM (
       SELECT i, random() AS r_phone, random() AS r_insta, random() AS r_age,
         ($4::text[])[1 + floor(random() * cardinality($4::text[]))::int] || ' '
           || ($6::text[])[1 + floor(random() * cardinality($6::text[]))::int]
           || CASE WHEN random() < 0.4 THEN ' ' || ($6::text[])[1 + floor(random() * cardinality($6::text[]))::int] ELSE '' END AS name
       FROM generate_series(1, $3::int) AS i
     ) drawn`,
    [...base, v.clients, FIRST_NAMES, AREA_CODES, LAST_NAMES],
  );
  // Statistics on the rows just inserted (ANALYZE sees its own transaction's rows): without them
  // the planner guesses a handful of rows and joins the next INSERT by nested loop, for most of a minute.
  await timed('clients', 'ANALYZE clients', []);

  // Evenly over two years back and one ahead, on working hours; 70% linked to a client.
  // Past ones are 90% finished (≈ 60% of all), future ones booked; a few cancelled either way.
  await timed(
    'appointments',
    `WITH linked AS (
       SELECT id, name, (row_number() OVER (ORDER BY created_at, id) - 1)::int AS n
       FROM clients WHERE user_id = $1
     ),
     drawn AS (
       SELECT i, random() AS r_client, random() AS r_status, random() AS r_value, random() AS r_title,
         ($4::text[])[1 + floor(random() * cardinality($4::text[]))::int] || ' '
           || ($5::text[])[1 + floor(random() * cardinality($5::text[]))::int] AS walk_in,
         -- Days added to the São Paulo date, not the instant: a session zone with DST moves nothing.
         tinta_sp_instant(tinta_sp_day($2::timestamptz) + ((i::bigint * ${spanDays} / $3::int)::int - ${pastDays}), TIME '00:00')
           + make_interval(hours => 9 + floor(random() * 11)::int, mins => 30 * floor(random() * 2)::int) AS start_time
       FROM generate_series(0, $3::int - 1) AS i
     ),
     shaped AS (
       SELECT d.*, (3 + floor(r_value * 48))::int * 5000 AS agreed,
         CASE WHEN start_time < $2::timestamptz
           THEN CASE WHEN r_status < 0.90 THEN 'concluido' WHEN r_status < 0.95 THEN 'cancelado' ELSE 'agendado' END
           ELSE CASE WHEN r_status < 0.95 THEN 'agendado' ELSE 'cancelado' END
         END AS status
       FROM drawn d
     )
     INSERT INTO appointments (user_id, client_id, client_name, title, start_time, agreed_value_cents,
       final_value_cents, notes, status, is_checked, is_tattoo_finished, created_at)
     SELECT $1, c.id, coalesce(c.name, s.walk_in), ($6::text[])[1 + floor(s.r_title * cardinality($6::text[]))::int],
       s.start_time, s.agreed, CASE WHEN s.status = 'concluido' THEN s.agreed END,
       CASE WHEN s.r_value < 0.3 THEN 'Cliente prefere sombreamento suave; trazer referência impressa.' END,
       s.status::appointment_status, s.status = 'concluido', s.status = 'concluido',
       least(s.start_time - INTERVAL '20 days', $2::timestamptz)
     FROM shaped s
     LEFT JOIN linked c ON s.r_client < 0.7
       AND c.n = floor(s.r_client / 0.7 * (SELECT count(*) FROM linked))::int`,
    [...base, v.appointments, FIRST_NAMES, LAST_NAMES, TITLES],
  );
  await timed('appointments', 'ANALYZE appointments', []);

  const [{ finished }] = (
    await db.query(
      `SELECT count(*)::int AS finished FROM appointments
       WHERE user_id = $1 AND is_tattoo_finished AND status = 'concluido'`,
      [userId],
    )
  ).rows;
  if (v.payments > 2 * finished)
    throw new Error(
      `${v.payments} payments need at least ${Math.ceil(v.payments / 2)} finished appointments`,
    );

  // Payment k settles finished appointment k mod F on its day; payments beyond F are deposits
  // (30%, paid 1–30 days before) on the earliest appointments, whose final payment is the rest.
  await timed(
    'payments',
    `WITH finished AS (
       SELECT id, client_name, final_value_cents AS cents,
         tinta_sp_day(start_time) AS day,
         (row_number() OVER (ORDER BY start_time, id) - 1)::int AS n
       FROM appointments WHERE user_id = $1 AND is_tattoo_finished AND status = 'concluido'
     ),
     counted AS (SELECT count(*)::int AS total FROM finished),
     drawn AS (
       SELECT f.id, f.client_name, random() AS r_method,
         CASE WHEN k >= total THEN f.cents * 3 / 10
              WHEN k < $2::int - total THEN f.cents - f.cents * 3 / 10
              ELSE f.cents END AS amount,
         CASE WHEN k >= total THEN f.day - (1 + floor(random() * 30))::int ELSE f.day END AS day
       FROM generate_series(0, $2::int - 1) AS k
       CROSS JOIN counted
       JOIN finished f ON f.n = k % counted.total
     )
     INSERT INTO payments (user_id, appointment_id, client_name, amount_cents, method, date, date_epoch, created_at)
     SELECT $1, id, client_name, amount,
       ($3::text[])[1 + floor(r_method * cardinality($3::text[]))::int]::payment_method,
       day, ${epochOf('day')}, tinta_sp_instant(day, TIME '18:00')
     FROM drawn`,
    [userId, v.payments, paymentMethods],
  );

  // The rollup backfill joins payments by appointment: without statistics on the rows just loaded
  // its plan reads the whole payments table again and again (the 25× studio never finished).
  await timed('payments', 'ANALYZE payments', []);

  // Two months either side of today (a few fall on today), a tenth undated.
  await timed(
    'tasks',
    `INSERT INTO tasks (user_id, title, date, priority, status)
     SELECT $1, ($4::text[])[1 + floor(random() * cardinality($4::text[]))::int],
       CASE WHEN random() < 0.1 THEN NULL ELSE tinta_sp_day($2::timestamptz) + (i % 121) - 60 END,
       (ARRAY['baixa', 'media', 'alta'])[1 + floor(random() * 3)::int]::task_priority,
       (ARRAY['a-fazer', 'fazendo', 'feito'])[1 + floor(random() * 3)::int]::task_status
     FROM generate_series(0, $3::int - 1) AS i`,
    [...base, v.tasks, TASK_TITLES],
  );

  if (v.expenses) {
    // Over the last three years, for the reports scenario.
    await timed(
      'expenses',
      `WITH drawn AS (
         SELECT tinta_sp_day($2::timestamptz) - floor(random() * ${spanDays})::int AS day,
           ($4::text[])[1 + floor(random() * cardinality($4::text[]))::int] AS category,
           ($5::text[])[1 + floor(random() * cardinality($5::text[]))::int] AS method,
           1000 + floor(random() * 200000)::int AS amount
         FROM generate_series(1, $3::int)
       )
       INSERT INTO expenses (user_id, description, amount_cents, category, date, date_epoch, payment_method)
       SELECT $1, 'Despesa: ' || category, amount, category::expense_category, day, ${epochOf('day')},
         method::expense_payment_method
       FROM drawn`,
      [...base, v.expenses, expenseCategories, expensePaymentMethods],
    );
  }
}

const SEEDED_TABLES = ['clients', 'appointments', 'payments', 'tasks', 'expenses'];
// A studio member's rows also tell the owner live (0027, 0030): off for the load like the others.
const STUDIO_LIVE_TRIGGERS = [
  ['appointments', 'appointments_studio_changes'],
  ['payments', 'payments_studio_changes'],
] as const;
// `tinta_payment_split` (BEFORE INSERT) stays on: every seeded payment gets its studio and the
// studio's part from the real trigger. Only the rollup upkeep is off and rebuilt at the end.
const ROLLUP_TRIGGERS = [
  ['clients', 'tinta_rollups'],
  ['appointments', 'tinta_rollups'],
  ['appointments', 'tinta_rollups_delete'],
  ['payments', 'tinta_rollups'],
  ['payments', 'tinta_studio_rollups'],
  ['expenses', 'tinta_rollups'],
] as const;
const ROLLUP_TABLES = [
  'user_rollups',
  'revenue_days',
  'revenue_months',
  'expense_months',
  'expense_categories',
  'client_rollups',
  'served_clients',
  'studio_member_totals',
  'studio_member_months',
  'studio_months',
];

const migrationStatements = (file: string) =>
  readFileSync(new URL(`../src/server/db/migrations/${file}`, import.meta.url), 'utf8')
    .split('--> statement-breakpoint')
    .map((x) => x.trim());

/**
 * The backfill statements of the rollups migrations, run as they are: 0011's (a user's totals) and
 * 0030's three studio rollups (from the payments' stored studio and part).
 */
function rollupBackfill(): string[] {
  const users = migrationStatements('0011_rollups.sql');
  const studios = migrationStatements('0030_payment_studio_split.sql').filter((x) =>
    x.startsWith('INSERT INTO studio_'),
  );
  if (studios.length !== 3) throw new Error('0030_payment_studio_split.sql: expected 3 studio backfills');
  return [...users.slice(users.findIndex((x) => x.startsWith('-- Backfill'))), ...studios];
}

/** The backfill of the migration that links a studio's clients into persons, if it is there. */
async function personLinkBackfill(db: pg.ClientBase): Promise<string[] | null> {
  const { rows } = await db.query(
    `SELECT 1 FROM pg_trigger WHERE tgrelid = 'clients'::regclass AND tgname = 'clients_studio_person'`,
  );
  if (rows.length === 0) return null;
  const dir = new URL('../src/server/db/migrations/', import.meta.url);
  const file = readdirSync(dir).find((f) =>
    readFileSync(new URL(f, dir), 'utf8').includes('CREATE TRIGGER clients_studio_person'),
  );
  if (!file) throw new Error('no migration creates clients_studio_person');
  const statements = migrationStatements(file).filter((x) => /^UPDATE clients c SET person_id/m.test(x));
  if (statements.length === 0) throw new Error(`${file}: no person backfill found`);
  return statements;
}

/**
 * Seeds every plan in one transaction, then VACUUM ANALYZE so the planner has statistics and the
 * visibility map is set — the steady state autovacuum reaches after a bulk load anyway.
 * Answers the milliseconds spent inserting (in all and per table) and on VACUUM ANALYZE.
 */
export async function seed(url: string, plans: SeedPlan[], now: Date) {
  const db = new pg.Client({ connectionString: url });
  // Ctrl-C drops the database under us; the running query fails with it, no need to crash too.
  db.on('error', () => {});
  await db.connect();
  try {
    const took: Took = {};
    const started = performance.now();
    await db.query('BEGIN');
    await db.query('SELECT setseed(0.4242)');
    // The live-sync triggers would write a change_events row and a NOTIFY per inserted row; the
    // bench measures reads, so they stay off for the load (DDL is transactional: nobody sees it).
    // The rollup triggers too: a row-by-row upkeep of half a million rows takes minutes, so the
    // rollups are rebuilt once at the end with the migration's own backfill (what an upgrade does).
    const rollupTriggers = (verb: 'DISABLE' | 'ENABLE') =>
      db.query(
        ROLLUP_TRIGGERS.map(([table, trigger]) => `ALTER TABLE ${table} ${verb} TRIGGER ${trigger}`).join(
          '; ',
        ),
      );
    const liveTriggers = (verb: 'DISABLE' | 'ENABLE') =>
      db.query(
        [...SEEDED_TABLES.map((t) => [t, `${t}_changes`] as const), ...STUDIO_LIVE_TRIGGERS]
          .map(([table, trigger]) => `ALTER TABLE ${table} ${verb} TRIGGER ${trigger}`)
          .join('; '),
      );
    await liveTriggers('DISABLE');
    await rollupTriggers('DISABLE');
    // A studio's clients are linked to one person per phone (0034) by a row trigger that looks up
    // the other members' clients — per row, in one transaction without statistics: quadratic. Off
    // for the load, then the migration's own backfill links them.
    const personLink = await personLinkBackfill(db);
    if (personLink) await db.query('ALTER TABLE clients DISABLE TRIGGER clients_studio_person');
    for (const plan of plans) await seedUser(db, plan.userId, plan.volumes, now, took);
    if (personLink) {
      await db.query('ALTER TABLE clients ENABLE TRIGGER clients_studio_person');
      for (const statement of personLink) await db.query(statement);
    }
    await liveTriggers('ENABLE');
    await rollupTriggers('ENABLE');
    const rebuilt = performance.now();
    await db.query(ROLLUP_TABLES.map((t) => `DELETE FROM ${t}`).join('; '));
    for (const statement of rollupBackfill()) await db.query(statement);
    took.rollups = performance.now() - rebuilt;
    await db.query('COMMIT');
    const inserted = performance.now();
    await db.query(`VACUUM (ANALYZE) ${SEEDED_TABLES.join(', ')}`);
    return { insertMs: inserted - started, vacuumAnalyzeMs: performance.now() - inserted, took };
  } catch (err) {
    await db.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    await db.end();
  }
}
