// The yardstick for the request floor: a bare Fastify + pg server answering what GET /api/me needs
// (the session by its cookie token, joined to the profile) with nothing else — no auth library, no
// ORM, no hooks. Prints its URL on stdout once listening. DATABASE_URL names the bench database.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify();
app.get('/me', async (request, reply) => {
  const raw = /tinta\.session_token=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  const token = raw ? decodeURIComponent(raw).split('.')[0] : '';
  const { rows } = await pool.query(
    `SELECT p.id, p.name, p.email, p.role, p.plan_type FROM auth_sessions s JOIN profiles p ON p.id = s.user_id
     WHERE s.token = $1 AND s.expires_at > now()`,
    [token],
  );
  if (!rows[0]) return reply.status(401).send({ message: 'User not authenticated' });
  return rows[0];
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(url);
