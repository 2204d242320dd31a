import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientDetail } from '../../src/shared/schemas/client';
import {
  type ConsentDetail,
  type ConsentSummary,
  defaultConsentText,
  type RecordSettings,
} from '../../src/shared/schemas/consent';
import { Agent } from '../helpers/agent';
import { signedInUser } from '../helpers/factories';
import { decodeSignature, inkOnWhite, largeSignaturePng, signaturePng } from '../helpers/signature';
import { startTestServer, type TestServer } from '../helpers/test-server';

// 15:00 in São Paulo; some tests move the clock.
let now = new Date('2026-11-25T15:00:00-03:00');
let server: TestServer;
type User = Awaited<ReturnType<typeof signedInUser>>;
let owner: User;
let bia: Agent;
let zeca: User;
let solo: User;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  owner = await signedInUser(server.app, server.db, {
    name: 'Dona Agulha',
    plan: 'estudio',
    studioName: 'Agulha',
  });
  zeca = await signedInUser(server.app, server.db, { name: 'Zeca', plan: 'estudio', studioName: 'Outro' });
  solo = await signedInUser(server.app, server.db, { name: 'Solo', plan: 'basico' });
  const inv = await owner.agent.post<{ token: string }>('/api/team/invitations', {
    email: `bia.${randomBytes(3).toString('hex')}@tinta.test`,
  });
  bia = new Agent(server.app);
  const joined = await bia.post(`/api/invitations/${inv.body.token}/sign-up`, {
    name: 'Bia',
    password: 'segredo123',
  });
  expect(joined.status).toBeLessThan(300);
});
afterAll(() => server?.close());

async function clientOf(agent: Agent, name: string, extra: object = {}) {
  const res = await agent.post<{ id: string }>('/api/clients', { name, phone: '(11) 98888-7777', ...extra });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function appointmentOf(agent: Agent, clientName: string) {
  const res = await agent.post<{ id: string; clientId: string }>('/api/appointments', {
    clientName,
    title: 'Rosa fineline',
    date: '2026-11-25',
    time: '10:00',
    agreedValueCents: 50_000,
  });
  expect(res.status).toBe(201);
  return res.body;
}

const settingsOf = async (agent: Agent) => (await agent.get<RecordSettings>('/api/record-settings')).body;

const adult = (textId: string | null, over: object = {}) => ({
  textId,
  signerName: 'Joana Lima',
  signerDocument: '123.456.789-09',
  signerBirthDate: '1990-04-12',
  signature: signaturePng(),
  ...over,
});

const countConsents = async () =>
  Number((await server.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM consents`)).rows[0]!.n);

describe("the client record's identity", () => {
  it('keeps date of birth and document; a future birth date or an impossible day changes nothing', async () => {
    const id = await clientOf(solo.agent, 'Marina Souza', {
      birthDate: '2001-02-03',
      document: 'RG 12.345.678-9',
    });
    const detail = (await solo.agent.get<ClientDetail>(`/api/clients/${id}`)).body;
    expect(detail.client).toMatchObject({ birthDate: '2001-02-03', document: 'RG 12.345.678-9' });

    const future = await solo.agent.put(`/api/clients/${id}`, {
      name: 'Marina Souza',
      birthDate: '2026-11-26',
    });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('A data de nascimento não pode ser no futuro');
    const impossible = await solo.agent.put(`/api/clients/${id}`, {
      name: 'Marina Souza',
      birthDate: '2001-02-30',
    });
    expect(impossible.status).toBe(400);
    expect(impossible.body.fields?.birthDate).toBe('Data de nascimento inválida');

    // A save that does not carry them (an older form) keeps them; a blank clears.
    expect((await solo.agent.put(`/api/clients/${id}`, { name: 'Marina S.' })).status).toBe(200);
    expect((await solo.agent.get<ClientDetail>(`/api/clients/${id}`)).body.client).toMatchObject({
      name: 'Marina S.',
      birthDate: '2001-02-03',
      document: 'RG 12.345.678-9',
    });
    await solo.agent.put(`/api/clients/${id}`, { name: 'Marina S.', birthDate: '', document: '' });
    expect((await solo.agent.get<ClientDetail>(`/api/clients/${id}`)).body.client).toMatchObject({
      birthDate: null,
      document: null,
    });
  });
});

describe('the consent text', () => {
  it("starts as the default; the owner's edits are new versions with their hash; an artist only reads", async () => {
    const first = await settingsOf(owner.agent);
    expect(first).toMatchObject({ requireConsent: false, retentionYears: 5, canEdit: true });
    expect(first.text).toMatchObject({ id: null, version: 1, body: defaultConsentText });

    const body = `${defaultConsentText}\n\nEstúdio Agulha — Rua Augusta, 100.`;
    const v1 = await owner.agent.post<RecordSettings['text']>('/api/consent-texts', { body });
    expect(v1.status).toBe(201);
    expect(v1.body.version).toBe(1);
    expect(v1.body.hash).toBe(createHash('sha256').update(body, 'utf8').digest('hex'));
    // The same text again is no new version.
    expect((await owner.agent.post<RecordSettings['text']>('/api/consent-texts', { body })).body.id).toBe(
      v1.body.id,
    );

    // The studio's artist sees the studio's text and cannot change it or the rules.
    const seen = await settingsOf(bia);
    expect(seen).toMatchObject({ canEdit: false, text: { id: v1.body.id, body } });
    const refused = await bia.post('/api/consent-texts', { body: `${body} (editado)` });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Só o dono do estúdio altera o termo e as regras das fichas');
    expect((await bia.put('/api/record-settings', { requireConsent: true, retentionYears: 5 })).status).toBe(
      403,
    );
    // Another studio still has the default.
    expect((await settingsOf(zeca.agent)).text.id).toBeNull();

    const tooShort = await owner.agent.post('/api/consent-texts', { body: 'curto' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.fields?.body).toBe('Escreva o texto do termo (pelo menos 40 caracteres)');
  });
});

describe('signing', () => {
  it('keeps the exact text signed, its hash, the signature, when and from where — after the text changes too', async () => {
    const clientId = await clientOf(owner.agent, 'Joana Lima');
    const { text } = await settingsOf(owner.agent);
    const signature = signaturePng(3);
    const signed = await owner.agent.post<ConsentSummary>(`/api/clients/${clientId}/consents`, {
      ...adult(text.id),
      signature,
    });
    expect(signed.status).toBe(201);
    expect(signed.body).toMatchObject({ version: text.version, textHash: text.hash, minor: false });

    // The studio edits the text: the signed consent still shows what was signed.
    const v2 = await owner.agent.post<RecordSettings['text']>('/api/consent-texts', {
      body: `${text.body}\n\n7. Autorizo fotos do trabalho.`,
    });
    expect(v2.body.version).toBe(text.version + 1);
    const detail = (await owner.agent.get<ConsentDetail>(`/api/consents/${signed.body.id}`)).body;
    expect(detail.body).toBe(text.body);
    expect(createHash('sha256').update(detail.body, 'utf8').digest('hex')).toBe(detail.textHash);
    // Stored redrawn in the bounded form (issue 24): the same drawing, pixel for pixel on white.
    const stored = decodeSignature(detail.signature);
    expect([stored.width, stored.height]).toEqual([200, 60]);
    expect(inkOnWhite(stored)).toEqual(inkOnWhite(decodeSignature(signature)));
    expect(detail).toMatchObject({ signerDocument: '123.456.789-09', signerBirthDate: '1990-04-12' });
    expect(detail.signedAt).toBe(now.toISOString());
    expect(detail.userAgent).not.toBe('');
    // The client's record took the document and date of birth just confirmed.
    expect((await owner.agent.get<ClientDetail>(`/api/clients/${clientId}`)).body.client).toMatchObject({
      birthDate: '1990-04-12',
      document: '123.456.789-09',
    });

    // A form still showing the old version is asked to read the new one.
    const stale = await owner.agent.post(`/api/clients/${clientId}/consents`, adult(text.id));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('O termo foi atualizado. Confira o texto novo e assine de novo.');
    const list = (await owner.agent.get<ConsentSummary[]>(`/api/clients/${clientId}/consents`)).body;
    expect(list.map((c) => c.id)).toEqual([signed.body.id]);
  });

  it("the default text becomes version 1 when first signed, and a minor's consent needs the guardian", async () => {
    // 22:30 in São Paulo is already the 26th in UTC: someone born on 26/11/2008 is still 17 here.
    now = new Date('2026-11-26T01:30:00Z');
    try {
      const clientId = await clientOf(solo.agent, 'Lia Menor');
      expect((await settingsOf(solo.agent)).text.id).toBeNull();
      const before = await countConsents();
      const alone = await solo.agent.post(
        `/api/clients/${clientId}/consents`,
        adult(null, { signerName: 'Lia Menor', signerBirthDate: '2008-11-26' }),
      );
      expect(alone.status).toBe(400);
      expect(alone.body.message).toBe(
        'Cliente menor de idade: o responsável precisa informar nome, documento e assinar',
      );
      expect(alone.body.fields).toMatchObject({
        guardianName: 'Informe o nome do responsável',
        guardianSignature: 'O responsável precisa assinar',
      });
      expect(await countConsents()).toBe(before);

      const withGuardian = await solo.agent.post<ConsentSummary>(`/api/clients/${clientId}/consents`, {
        ...adult(null, { signerName: 'Lia Menor', signerBirthDate: '2008-11-26' }),
        guardianName: 'Rita Menor',
        guardianDocument: 'RG 1.234.567',
        guardianSignature: signaturePng(9),
      });
      expect(withGuardian.status).toBe(201);
      expect(withGuardian.body).toMatchObject({ minor: true, version: 1 });
      const detail = (await solo.agent.get<ConsentDetail>(`/api/consents/${withGuardian.body.id}`)).body;
      expect(detail).toMatchObject({ body: defaultConsentText, guardianName: 'Rita Menor' });
      expect(detail.guardianSignature).toMatch(/^data:image\/png;base64,/);
      expect((await settingsOf(solo.agent)).text).toMatchObject({ version: 1, body: defaultConsentText });
      expect((await settingsOf(solo.agent)).text.id).not.toBeNull();
    } finally {
      now = new Date('2026-11-25T15:00:00-03:00');
    }
  });

  it('refuses what is not a drawn PNG and missing fields, storing nothing', async () => {
    const clientId = await clientOf(solo.agent, 'Caio Dados');
    const textId = (await settingsOf(solo.agent)).text.id;
    const before = await countConsents();
    const gif = await solo.agent.post(`/api/clients/${clientId}/consents`, {
      ...adult(textId),
      signature: `data:image/png;base64,${Buffer.from('GIF89a not a png at all, just pretending to be one....................................................................').toString('base64')}`,
    });
    expect(gif.status).toBe(400);
    expect(gif.body.message).toBe('Assinatura inválida. Assine de novo.');
    const blank = await solo.agent.post(`/api/clients/${clientId}/consents`, {
      ...adult(textId),
      signature: '',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.fields?.signature).toBe('Assine no quadro');
    const noDoc = await solo.agent.post(`/api/clients/${clientId}/consents`, {
      ...adult(textId),
      signerDocument: ' ',
    });
    expect(noDoc.body.fields?.signerDocument).toBe('Informe o documento (RG ou CPF)');
    expect(await countConsents()).toBe(before);
  });

  it('only the artist whose client it is reads or signs: not anonymous, another artist, another studio or a colleague', async () => {
    const clientId = await clientOf(owner.agent, 'Paula Privada');
    const { text } = await settingsOf(owner.agent);
    const signed = await owner.agent.post<ConsentSummary>(
      `/api/clients/${clientId}/consents`,
      adult(text.id),
    );
    const anonymous = new Agent(server.app);
    for (const [agent, status] of [
      [anonymous, 401],
      [solo.agent, 404],
      [zeca.agent, 404],
      [bia, 404],
    ] as const) {
      expect((await agent.get(`/api/clients/${clientId}/consents`)).status).toBe(status);
      expect((await agent.get(`/api/consents/${signed.body.id}`)).status).toBe(status);
      expect((await agent.post(`/api/clients/${clientId}/consents`, adult(text.id))).status).toBe(status);
    }
    expect((await owner.agent.get(`/api/consents/${signed.body.id}`)).status).toBe(200);
    // The rest of the record the same way: PDF, export, erasure, health-consent withdrawal.
    const appointment = await appointmentOf(owner.agent, 'Paula Privada');
    const reads = [
      `/api/clients/${clientId}/record.pdf`,
      `/api/clients/${clientId}/export.zip`,
      `/api/appointments/${appointment.id}/record.pdf`,
    ];
    const writes = [`/api/clients/${clientId}/erase`, `/api/clients/${clientId}/health-consent/withdraw`];
    for (const [agent, status] of [
      [anonymous, 401],
      [solo.agent, 404],
      [zeca.agent, 404],
      [bia, 404],
    ] as const) {
      for (const url of reads)
        expect({ url, status: (await agent.request('GET', url)).status }).toEqual({ url, status });
      for (const url of writes)
        expect({ url, status: (await agent.post(url)).status }).toEqual({ url, status });
    }
    expect((await owner.agent.get<ClientDetail>(`/api/clients/${clientId}`)).body.client.name).toBe(
      'Paula Privada',
    );
    // An appointment of another client is not a place to sign this one.
    const other = await appointmentOf(owner.agent, 'Outra Pessoa');
    const wrong = await owner.agent.post(`/api/clients/${clientId}/consents`, {
      ...adult(text.id),
      appointmentId: other.id,
    });
    expect(wrong.status).toBe(404);
  });
  it('cannot change once signed: the database refuses any edit; deleting the client only lets go of the link', async () => {
    const clientId = await clientOf(solo.agent, 'Ivo Imutável');
    const { text } = await settingsOf(solo.agent);
    const signed = await solo.agent.post<ConsentSummary>(`/api/clients/${clientId}/consents`, adult(text.id));
    const refusal = (query: ReturnType<typeof sql>) =>
      server.db.execute(query).then(
        () => 'updated',
        (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
      );
    expect(await refusal(sql`UPDATE consent_texts SET body = body || '!' WHERE id = ${text.id}`)).toMatch(
      /never changed/,
    );
    expect(
      await refusal(sql`UPDATE consents SET signer_name = 'Outra' WHERE id = ${signed.body.id}`),
    ).toMatch(/never changed/);
    expect(
      await refusal(sql`UPDATE consents SET client_id = gen_random_uuid() WHERE id = ${signed.body.id}`),
    ).toMatch(/never changed|foreign key/);
    expect((await solo.agent.del(`/api/clients/${clientId}`)).status).toBe(204);
    const kept = await solo.agent.get<ConsentDetail>(`/api/consents/${signed.body.id}`);
    expect(kept.status).toBe(200);
    expect(kept.body.signerName).toBe('Joana Lima');
  });
});

describe("the studio's finalize rule", () => {
  it('when on, Finalizar waits for the consent signed for that session, for every artist of the studio', async () => {
    const saved = await owner.agent.put<RecordSettings>('/api/record-settings', {
      requireConsent: true,
      retentionYears: 7,
    });
    expect(saved.body).toMatchObject({ requireConsent: true, retentionYears: 7 });
    expect(await settingsOf(bia)).toMatchObject({ requireConsent: true, retentionYears: 7 });

    for (const agent of [owner.agent, bia]) {
      const appointment = await appointmentOf(agent, 'Renata Regra');
      const finalize = () =>
        agent.post(`/api/appointments/${appointment.id}/finalize`, {
          amountCents: 50_000,
          method: 'pix',
          date: '2026-11-25',
        });
      const refused = await finalize();
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        'O estúdio exige o termo de consentimento assinado antes de finalizar',
      );
      const { text } = await settingsOf(agent);
      const signed = await agent.post(`/api/clients/${appointment.clientId}/consents`, {
        ...adult(text.id, { signerName: 'Renata Regra' }),
        appointmentId: appointment.id,
      });
      expect(signed.status).toBe(201);
      expect((await finalize()).status).toBe(200);
    }

    // Off again: finalizing needs nothing; a lone artist never had the rule.
    await owner.agent.put('/api/record-settings', { requireConsent: false, retentionYears: 7 });
    const free = await appointmentOf(bia, 'Sem Termo');
    expect(
      (
        await bia.post(`/api/appointments/${free.id}/finalize`, {
          amountCents: 10_000,
          method: 'pix',
          date: '2026-11-25',
        })
      ).status,
    ).toBe(200);
    const alone = await appointmentOf(solo.agent, 'Sem Termo');
    expect(
      (
        await solo.agent.post(`/api/appointments/${alone.id}/finalize`, {
          amountCents: 10_000,
          method: 'pix',
          date: '2026-11-25',
        })
      ).status,
    ).toBe(200);
    const bad = await owner.agent.put('/api/record-settings', { requireConsent: true, retentionYears: 0 });
    expect(bad.body.fields?.retentionYears).toBe('Informe de 1 a 30 anos');
  });
});

describe("the studio owner reading the artists' records", () => {
  it('only when the studio allows it; each PDF read is audited for the artist; nobody else gets in', async () => {
    const members = (await owner.agent.get<{ id: string; name: string }[]>('/api/team/members')).body;
    const biaMember = members.find((m) => m.name === 'Bia')!;
    const clientId = await clientOf(bia, 'Cliente da Bia');
    const list = `/api/team/members/${biaMember.id}/clients`;
    const pdf = `/api/team/members/${biaMember.id}/clients/${clientId}/record.pdf`;

    const off = await owner.agent.get(list);
    expect(off.status).toBe(403);
    expect(off.body.message).toBe('O estúdio não liberou a leitura das fichas dos tatuadores pelo dono');
    expect((await owner.agent.request('GET', pdf)).status).toBe(403);
    // Without the option, the owner cannot read a colleague's client any other way either.
    expect((await owner.agent.get(`/api/clients/${clientId}/consents`)).status).toBe(404);

    await owner.agent.put('/api/record-settings', {
      requireConsent: false,
      ownerReadsRecords: true,
      retentionYears: 5,
    });
    expect(await settingsOf(bia)).toMatchObject({ ownerReadsRecords: true, studio: true });
    const clients = await owner.agent.get<{ items: { id: string; name: string }[] }>(`${list}?q=bia`);
    expect(clients.status).toBe(200);
    expect(clients.body.items.map((c) => c.name)).toEqual(['Cliente da Bia']);
    const read = await owner.agent.request('GET', pdf);
    expect(read.status).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    const audit = await server.db.execute<{ user_id: string; actor_id: string; action: string }>(
      sql`SELECT user_id, actor_id, action FROM record_audit WHERE client_id = ${clientId}`,
    );
    const biaId = (await bia.get<{ id: string }>('/api/me')).body.id;
    expect(audit.rows).toEqual([{ user_id: biaId, actor_id: owner.id, action: 'pdf' }]);

    // The artist, another studio's owner and a lone artist are refused.
    expect((await bia.get(list)).status).toBe(403);
    expect((await zeca.agent.get(list)).status).toBe(403);
    expect((await solo.agent.get(list)).status).toBe(403);
    // A lone artist has no owner to let in: the option is never on.
    await solo.agent.put('/api/record-settings', {
      requireConsent: false,
      ownerReadsRecords: true,
      retentionYears: 5,
    });
    expect(await settingsOf(solo.agent)).toMatchObject({ ownerReadsRecords: false, studio: false });
    await owner.agent.put('/api/record-settings', {
      requireConsent: false,
      ownerReadsRecords: false,
      retentionYears: 5,
    });
  });
});

describe('a signature that would not print', () => {
  it('is refused before it is stored: wrong colour type, broken image data, bad row filters', async () => {
    const clientId = await clientOf(solo.agent, 'Quebrada da Silva');
    const textId = (await settingsOf(solo.agent)).text.id;
    const before = await countConsents();
    const good = Buffer.from(signaturePng().split(',')[1]!, 'base64');
    // Flip a byte inside the compressed image data (IDAT), leaving the header intact.
    const idat = good.indexOf('IDAT', 0, 'latin1');
    const broken = Buffer.from(good);
    broken[idat + 12] = broken[idat + 12]! ^ 0xff;
    broken[idat + 20] = broken[idat + 20]! ^ 0xff;
    // A grey-scale PNG (colour type 0) of the right size.
    const grey = new PNG({ width: 60, height: 20, colorType: 0, inputColorType: 0 });
    for (const png of [broken, PNG.sync.write(grey, { colorType: 0 })]) {
      const res = await solo.agent.post(`/api/clients/${clientId}/consents`, {
        ...adult(textId),
        signature: `data:image/png;base64,${png.toString('base64')}`,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Assinatura inválida. Assine de novo.');
    }
    expect(await countConsents()).toBe(before);
  });
});

describe('a signature of any size is stored bounded (issue 24)', () => {
  const tooLarge = 'A imagem da assinatura é grande demais. Limpe o quadro e assine de novo.';
  const minor = (textId: string | null, guardianSignature: string) => ({
    ...adult(textId, { signerName: 'Téo Menor', signerBirthDate: '2012-05-01' }),
    guardianName: 'Rita Menor',
    guardianDocument: 'RG 1.234.567',
    guardianSignature,
  });
  /** Where the ink is, as a box: [left, top, right, bottom]. */
  const inkBox = (dataUrl: string) => {
    const png = decodeSignature(dataUrl);
    const ink = inkOnWhite(png);
    const box = [png.width, png.height, -1, -1];
    ink.forEach((dark, i) => {
      if (!dark) return;
      const [x, y] = [i % png.width, Math.floor(i / png.width)];
      box[0] = Math.min(box[0]!, x);
      box[1] = Math.min(box[1]!, y);
      box[2] = Math.max(box[2]!, x);
      box[3] = Math.max(box[3]!, y);
    });
    return { png, box };
  };

  it('refuses a 4000 × 4000 one from its header, next to the pad that drew it, storing nothing', async () => {
    const clientId = await clientOf(solo.agent, 'Gigante da Silva');
    const textId = (await settingsOf(solo.agent)).text.id;
    const before = await countConsents();
    const huge = largeSignaturePng(4000, 4000);
    const client = await solo.agent.post(`/api/clients/${clientId}/consents`, {
      ...adult(textId),
      signature: huge,
    });
    expect(client.status).toBe(400);
    expect(client.body).toMatchObject({ message: tooLarge, fields: { signature: tooLarge } });
    const guardian = await solo.agent.post(`/api/clients/${clientId}/consents`, minor(textId, huge));
    expect(guardian.status).toBe(400);
    expect(guardian.body.fields).toEqual({ guardianSignature: tooLarge });
    expect(await countConsents()).toBe(before);
  });

  it('stores a large one redrawn within 900 × 300, opaque, the same drawing where it was', async () => {
    const clientId = await clientOf(solo.agent, 'Larga da Silva');
    const textId = (await settingsOf(solo.agent)).text.id;
    const sent = largeSignaturePng(2400, 900, 1);
    const guardianSent = largeSignaturePng(1800, 640, 2);
    const signed = await solo.agent.post<ConsentSummary>(`/api/clients/${clientId}/consents`, {
      ...minor(textId, guardianSent),
      signature: sent,
    });
    expect(signed.status).toBe(201);
    const detail = (await solo.agent.get<ConsentDetail>(`/api/consents/${signed.body.id}`)).body;
    for (const [storedUrl, sentUrl] of [
      [detail.signature, sent],
      [detail.guardianSignature!, guardianSent],
    ] as const) {
      const stored = inkBox(storedUrl);
      const original = inkBox(sentUrl);
      expect(stored.png.width).toBeLessThanOrEqual(900);
      expect(stored.png.height).toBeLessThanOrEqual(300);
      // Scaled, never stretched: the same shape at a smaller size.
      const scale = stored.png.height / original.png.height;
      expect(stored.png.width).toBe(Math.round(original.png.width * scale));
      // Transparency flattened onto white: it prints the same on any page.
      expect(stored.png.data.filter((v, i) => i % 4 === 3 && v !== 255).length).toBe(0);
      for (const [i, edge] of stored.box.entries())
        expect(Math.abs(edge - original.box[i]! * scale)).toBeLessThan(4);
    }
  });

  it('redraws those stored before the bound once, saying when and what it replaced; nothing else may change', async () => {
    const clientId = await clientOf(solo.agent, 'Antiga da Silva');
    const textId = (await settingsOf(solo.agent)).text.id;
    const fresh = await solo.agent.post<ConsentSummary>(`/api/clients/${clientId}/consents`, adult(textId));
    expect(fresh.status).toBe(201);
    // What the code before this bound stored: 4000 × 4000 RGBA, as it was sent.
    const png = (dataUrl: string) => Buffer.from(dataUrl.split(',')[1]!, 'base64');
    const huge = png(largeSignaturePng(4000, 4000, 3));
    const wide = png(largeSignaturePng(2600, 1000, 4));
    const copy = (signature: Buffer, guardian: Buffer | null) =>
      server.db.execute<{ id: string }>(sql`
        INSERT INTO consents (user_id, client_id, text_id, text_hash, signer_name, signer_document,
          signer_birth_date, minor, signature_png, guardian_name, guardian_document, guardian_signature_png)
        SELECT user_id, client_id, text_id, text_hash, signer_name, signer_document, signer_birth_date,
          ${guardian !== null}, ${signature}, ${guardian ? 'Rita Menor' : null}, ${guardian ? 'RG 1' : null}, ${guardian}
        FROM consents WHERE id = ${fresh.body.id} RETURNING id`);
    const adultId = (await copy(huge, null)).rows[0]!.id;
    const minorId = (await copy(wide, huge)).rows[0]!.id;
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

    const { normalizeStoredSignatures } = await import(
      '../../src/server/domain/consents/normalize-stored-signatures'
    );
    expect(await normalizeStoredSignatures(server.db)).toEqual({ normalised: 2, undecodable: 0 });
    for (const id of [adultId, minorId]) {
      const detail = (await solo.agent.get<ConsentDetail>(`/api/consents/${id}`)).body;
      for (const url of [detail.signature, detail.guardianSignature].filter((u) => u !== null)) {
        const stored = decodeSignature(url);
        expect(stored.width).toBeLessThanOrEqual(900);
        expect(stored.height).toBeLessThanOrEqual(300);
      }
    }
    const audit = async (id: string) =>
      (
        await server.db.execute<{ at: Date | null; sha: string[] | null; name: string }>(
          sql`SELECT signatures_normalised_at AS at, signatures_original_sha256 AS sha, signer_name AS name
            FROM consents WHERE id = ${id}`,
        )
      ).rows[0]!;
    expect((await audit(adultId)).sha).toEqual([sha(huge)]);
    expect((await audit(minorId)).sha).toEqual([sha(wide), sha(huge)]);
    expect((await audit(minorId)).at).not.toBeNull();
    // Signed after the bound: stored as signed, never rewritten.
    expect(await audit(fresh.body.id)).toMatchObject({ at: null, sha: null });
    // Once: a second run finds nothing.
    expect(await normalizeStoredSignatures(server.db)).toEqual({ normalised: 0, undecodable: 0 });

    // The consent stays frozen for everything else, flag or not.
    const small = png(signaturePng(5));
    await expect(
      server.db.execute(sql`UPDATE consents SET signature_png = ${small} WHERE id = ${adultId}`),
    ).rejects.toThrow();
    const flagged = (change: ReturnType<typeof sql>) =>
      server.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('tinta.normalising_signatures', 'on', true)`);
        await tx.execute(change);
      });
    await expect(
      flagged(sql`UPDATE consents SET signer_name = 'Outra Pessoa' WHERE id = ${adultId}`),
    ).rejects.toThrow();
    // Only into the bounded form: not back to a 4000 × 4000 image.
    await expect(
      flagged(sql`UPDATE consents SET signature_png = ${huge} WHERE id = ${adultId}`),
    ).rejects.toThrow();
    expect((await audit(adultId)).name).toBe('Joana Lima');
  });
});
