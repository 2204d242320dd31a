import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const q = (text: string, params: unknown[] = []) => server.ctx.database.pool.query(text, params);

describe('profile', () => {
  it('renames with the name trimmed; blank names get "Nome é obrigatório" and change nothing', async () => {
    const user = await signedInUser(server.app, server.db, { name: 'Lia' });
    const renamed = await user.agent.patch('/api/me', { name: '  Lia Nanquim  ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Lia Nanquim');

    for (const name of ['', '   ', undefined]) {
      const res = await user.agent.patch('/api/me', { name });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Nome é obrigatório');
    }
    expect((await user.agent.get('/api/me')).body.name).toBe('Lia Nanquim');
  });

  it("a failed save says 'Erro ao atualizar perfil' and keeps the old name", async () => {
    const user = await signedInUser(server.app, server.db, { name: 'Nome Antigo' });
    await q(`ALTER TABLE profiles ADD CONSTRAINT reject_falha CHECK (name <> 'FALHA')`);
    try {
      const res = await user.agent.patch('/api/me', { name: 'FALHA' });
      expect(res.status).toBe(500);
      expect(res.body.message).toBe('Erro ao atualizar perfil');
    } finally {
      await q('ALTER TABLE profiles DROP CONSTRAINT reject_falha');
    }
    expect((await user.agent.get('/api/me')).body.name).toBe('Nome Antigo');
  });

  it('never changes the e-mail, whatever the body says', async () => {
    const user = await signedInUser(server.app, server.db);
    const res = await user.agent.patch('/api/me', { name: 'Novo', email: 'outro@tinta.test' });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(user.email);
  });

  it("one user's session reads and changes only their own profile", async () => {
    const a = await signedInUser(server.app, server.db, { name: 'Alice' });
    const b = await signedInUser(server.app, server.db, { name: 'Bruno' });
    await b.agent.patch('/api/me', { name: 'Bruno Dois', id: a.id });
    expect((await a.agent.get('/api/me')).body.name).toBe('Alice');
    expect((await b.agent.get('/api/me')).body).toMatchObject({ id: b.id, name: 'Bruno Dois' });
    // There is no route that takes someone else's id.
    expect((await b.agent.get(`/api/profiles/${a.id}`)).status).toBe(404);
  });
});

describe('plan selection', () => {
  it('basico makes the user admin_master on plan basico, with no organization', async () => {
    const user = await signedInUser(server.app, server.db, { plan: null });
    const res = await user.agent.post('/api/me/plan', { planType: 'basico' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: 'admin_master', planType: 'basico', organization: null });
  });

  it('estudio creates the organization, links the profile and adds the owner as member', async () => {
    const user = await signedInUser(server.app, server.db, { plan: null });
    const res = await user.agent.post('/api/me/plan', {
      planType: 'estudio',
      studioName: '  Estúdio Agulha  ',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      role: 'admin_master',
      planType: 'estudio',
      organization: { name: 'Estúdio Agulha', ownerId: user.id, planType: 'estudio' },
    });
    const members = await q(
      'SELECT user_id, role, status FROM organization_members WHERE organization_id = $1',
      [res.body.organizationId],
    );
    expect(members.rows).toEqual([{ user_id: user.id, role: 'admin_master', status: 'active' }]);
  });

  it('asks for the studio name', async () => {
    const user = await signedInUser(server.app, server.db, { plan: null });
    for (const studioName of ['', '  ', undefined]) {
      const res = await user.agent.post('/api/me/plan', { planType: 'estudio', studioName });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Por favor, digite o nome do estúdio');
    }
    expect((await user.agent.get('/api/me')).body.planType).toBeNull();
  });

  it('refuses an unknown plan and a second choice', async () => {
    const user = await signedInUser(server.app, server.db, { plan: null });
    expect((await user.agent.post('/api/me/plan', { planType: 'premium' })).status).toBe(400);
    expect((await user.agent.post('/api/me/plan', { planType: 'basico' })).status).toBe(200);
    const again = await user.agent.post('/api/me/plan', { planType: 'estudio', studioName: 'X' });
    expect(again.status).toBe(409);
    expect(
      (await q('SELECT count(*)::int AS n FROM organizations WHERE owner_id = $1', [user.id])).rows[0].n,
    ).toBe(0);
  });

  it('rolls everything back when the organization insert fails', async () => {
    const user = await signedInUser(server.app, server.db, { plan: null });
    await q(`ALTER TABLE organizations ADD CONSTRAINT reject_falha CHECK (name <> 'Falha Org')`);
    try {
      const res = await user.agent.post('/api/me/plan', { planType: 'estudio', studioName: 'Falha Org' });
      expect(res.status).toBe(500);
      expect(res.body.message).toBe('Erro ao criar organização');
    } finally {
      await q('ALTER TABLE organizations DROP CONSTRAINT reject_falha');
    }
    expect((await user.agent.get('/api/me')).body).toMatchObject({
      role: null,
      planType: null,
      organizationId: null,
    });
  });

  it('rolls the organization and profile back when the membership insert fails', async () => {
    const user = await signedInUser(server.app, server.db, { plan: null });
    await q(
      `CREATE FUNCTION reject_member() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'boom'; END $$ LANGUAGE plpgsql`,
    );
    await q(
      'CREATE TRIGGER reject_member BEFORE INSERT ON organization_members FOR EACH ROW EXECUTE FUNCTION reject_member()',
    );
    try {
      const res = await user.agent.post('/api/me/plan', { planType: 'estudio', studioName: 'Meio Feito' });
      expect(res.status).toBe(500);
      expect(res.body.message).toBe('Erro ao selecionar plano');
    } finally {
      await q('DROP TRIGGER reject_member ON organization_members');
      await q('DROP FUNCTION reject_member()');
    }
    expect((await user.agent.get('/api/me')).body).toMatchObject({
      role: null,
      planType: null,
      organizationId: null,
    });
    expect(
      (await q(`SELECT count(*)::int AS n FROM organizations WHERE name = 'Meio Feito'`)).rows[0].n,
    ).toBe(0);
  });
});

describe('opening a studio from Básico', () => {
  it('keeps every record, makes the owner a member and shows the team; once', async () => {
    const user = await signedInUser(server.app, server.db, { plan: 'basico' });
    const appt = await user.agent.post<{ id: string }>('/api/appointments', {
      clientName: 'Nina',
      title: 'Flash',
      date: '2026-11-10',
      time: '10:00',
    });
    await user.agent.post(`/api/appointments/${appt.body.id}/finalize`, { amountCents: 20_000 });

    const blank = await user.agent.post('/api/me/studio', { studioName: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Por favor, digite o nome do estúdio');

    const [res, twice] = await Promise.all([
      user.agent.post('/api/me/studio', { studioName: 'Estúdio Nanquim' }),
      user.agent.post('/api/me/studio', { studioName: 'Estúdio Nanquim' }),
    ]);
    expect([res.status, twice.status].sort()).toEqual([200, 409]);
    const me = (await user.agent.get('/api/me')).body;
    expect(me).toMatchObject({
      role: 'admin_master',
      planType: 'estudio',
      organization: { name: 'Estúdio Nanquim', ownerId: user.id },
    });
    expect((twice.status === 409 ? twice : res).body.message).toBe(
      'Só quem está no Plano Básico pode abrir um estúdio',
    );
    const orgs = await q('SELECT count(*)::int AS n FROM organizations WHERE owner_id = $1', [user.id]);
    expect(orgs.rows[0].n).toBe(1);
    // Nothing was left behind: the payment and the appointment are still theirs.
    expect((await user.agent.get('/api/payments')).body.summary.totalCents).toBe(20_000);
    expect((await user.agent.get('/api/team/members')).status).toBe(200);
  });

  it('is refused to someone without a plan', async () => {
    const none = await signedInUser(server.app, server.db, { plan: null });
    expect((await none.agent.post('/api/me/studio', { studioName: 'X' })).status).toBe(409);
  });
});
