// The yardsticks for `npm run bench -- concurrency`: a bare Fastify + pg server doing what a route of
// ours needs with nothing else — no auth library, no ORM, no hooks. Prints its URL on stdout once
// listening. DATABASE_URL names the bench database.
//   /me         the session by its cookie token, joined to the profile (what GET /api/me needs)
//   /dashboard  that look-up, then the statements GET /api/dashboard sends, as bench/concurrency.ts
//               captured them from getDashboard (BARE_DASHBOARD_STATEMENTS, JSON): the same text
//               and parameters, each sent once the ones it waited for have answered.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const dashboard = JSON.parse(process.env.BARE_DASHBOARD_STATEMENTS ?? '[]');
const app = Fastify();

async function profileOf(request) {
  const raw = /tinta\.session_token=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  const token = raw ? decodeURIComponent(raw).split('.')[0] : '';
  const { rows } = await pool.query(
    `SELECT p.id, p.name, p.email, p.role, p.plan_type FROM auth_sessions s JOIN profiles p ON p.id = s.user_id
     WHERE s.token = $1 AND s.expires_at > now()`,
    [token],
  );
  return rows[0];
}

app.get('/me', async (request, reply) => {
  const profile = await profileOf(request);
  if (!profile) return reply.status(401).send({ message: 'User not authenticated' });
  return profile;
});

app.get('/dashboard', async (request, reply) => {
  if (!(await profileOf(request))) return reply.status(401).send({ message: 'User not authenticated' });
  const answers = [];
  for (const statement of dashboard)
    answers.push(
      Promise.all(statement.after.map((i) => answers[i])).then(() =>
        pool.query({ text: statement.text, values: statement.values, rowMode: statement.rowMode }),
      ),
    );
  return (await Promise.all(answers)).map((answer) => answer.rows);
});

const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(url);
