import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reencodeStoredImages } from '../../src/server/domain/booking/reencode-stored-images';
import { openBookingPage, sendBookingRequest, signedInUser } from '../helpers/factories';
import { exifMarkerAt, imageOf, photoWithGps, pngClaiming, pngSignatureThenText } from '../helpers/images';
import { startTestServer, type TestServer } from '../helpers/test-server';

// Wednesday 25 November 2026, 23:30 in São Paulo; the page offers Thursday 10:00.
const now = new Date('2026-11-25T23:30:00-03:00');
let server: TestServer;
let artist: Awaited<ReturnType<typeof signedInUser>>;

const workday = [{ start: '10:00', end: '18:00' }];
const weekdays = { weekly: [[], [], workday, workday, workday, workday, []] };

let sent = 0;
const send = (name: string, files: { bytes: Buffer }[]) =>
  sendBookingRequest(
    server.app,
    'iris-fineline',
    {
      name,
      phone: `(11) 9${String(5000_0000 + ++sent)}`,
      idea: 'Uma andorinha',
      placement: 'Ombro',
      size: '8 cm',
      length: 120,
      slots: [{ day: '2026-11-26', time: '10:00' }],
      consent: true,
    },
    { images: files, ip: `10.24.6.${sent}` },
  );

/** The images of the requests sent under `name`, as the artist's screen lists them. */
const imagesOf = async (name: string) =>
  (
    await server.db.execute<{ request: string; image: string }>(sql`
      SELECT r.id AS request, i.id AS image FROM booking_request_images i
      JOIN booking_requests r ON r.id = i.request_id WHERE r.client_name = ${name} ORDER BY i.position`)
  ).rows;

/** An image as the artist's browser receives it. */
const served = async (request: string, image: string) => {
  const res = await artist.agent.get(`/api/booking/requests/${request}/images/${image}`);
  expect(res.status).toBe(200);
  return { type: res.headers['content-type'], bytes: res.raw };
};

const counts = async () =>
  (
    await server.db.execute<{ requests: number; images: number }>(sql`
      SELECT (SELECT count(*) FROM booking_requests)::int AS requests,
             (SELECT count(*) FROM booking_request_images)::int AS images`)
  ).rows[0];

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  artist = await signedInUser(server.app, server.db, { name: 'Íris Fineline' });
  await openBookingPage(artist.agent, 'iris-fineline', weekdays);
});
afterAll(() => server?.close());

describe('reference images are redrawn on the server', () => {
  it('a phone photo with GPS reaches the artist upright, with no EXIF, GPS or other metadata, at most 2048 px', async () => {
    const photo = await photoWithGps();
    // What the phone sent does carry the position.
    expect(exifMarkerAt(photo)).toBeGreaterThan(0);
    expect(await sharp(photo).metadata()).toMatchObject({ width: 4000, height: 3000, orientation: 6 });
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    expect((await send('Gina Posição', [{ bytes: photo }])).status).toBe(201);
    const [stored] = await imagesOf('Gina Posição');
    const image = await served(stored!.request, stored!.image);
    expect(image.type).toBe('image/jpeg');
    expect(exifMarkerAt(image.bytes)).toBe(-1);
    const meta = await sharp(image.bytes).metadata();
    // Upright (the orientation applied, then dropped with the rest) and within 2048 px.
    expect(meta).toMatchObject({ format: 'jpeg', width: 1536, height: 2048 });
    expect(meta.orientation).toBeUndefined();
    expect({
      exif: meta.exif,
      xmp: meta.xmp,
      iptc: meta.iptc,
      icc: meta.icc,
      comments: meta.comments,
    }).toEqual({
      exif: undefined,
      xmp: undefined,
      iptc: undefined,
      icc: undefined,
      comments: undefined,
    });
  });

  it('a PNG claiming 30 000 × 30 000 pixels and a PNG signature followed by text are refused in pt-BR, nothing stored', async () => {
    const before = await counts();
    const bomb = pngClaiming(30_000, 30_000);
    expect(bomb.length).toBeLessThan(2048);
    const refused = [
      [bomb, 'Esta imagem é grande demais. Envie uma foto de até 40 megapixels.'],
      [pngSignatureThenText(), 'Não conseguimos abrir esta imagem. Envie uma foto JPEG, PNG ou WebP.'],
    ] as const;
    for (const [bytes, message] of refused) {
      // Next to a good image, so the whole request is refused, not just the bad file.
      const res = await send('Bruno Bomba', [{ bytes: await imageOf('png') }, { bytes }]);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ images: message });
    }
    expect(await counts()).toEqual(before);
    expect(await imagesOf('Bruno Bomba')).toEqual([]);
  });

  it('PNG and WebP are welcome, and come back as JPEG of the same size', async () => {
    expect(
      (
        await send('Paula Formatos', [
          { bytes: await imageOf('png', 300, 200) },
          { bytes: await imageOf('webp', 120, 90) },
        ])
      ).status,
    ).toBe(201);
    const stored = await imagesOf('Paula Formatos');
    const sizes = [];
    for (const s of stored) {
      const image = await served(s.request, s.image);
      const meta = await sharp(image.bytes).metadata();
      sizes.push([image.type, meta.format, meta.width, meta.height]);
    }
    expect(sizes).toEqual([
      ['image/jpeg', 'jpeg', 300, 200],
      ['image/jpeg', 'jpeg', 120, 90],
    ]);
  });

  it('images stored before the fix are redrawn once by the maintenance step; what never decoded is dropped', async () => {
    const request = (
      await server.db.execute<{ id: string }>(sql`
        INSERT INTO booking_requests (id, user_id, token_hash, client_name, phone, idea, placement, size,
          length_minutes, preferred_starts, consent_at)
        VALUES (gen_random_uuid(), ${artist.id}, 'hash-antigo', 'Otto Antigo', '(11) 98888-7777', 'Uma ideia',
          'Braço', 'Médio', 120, ARRAY[now()]::timestamptz[], now())
        RETURNING id`)
    ).rows[0]!.id;
    const photo = await photoWithGps();
    // As the old code stored them: the bytes as sent, not re-encoded.
    await server.db.execute(sql`
      INSERT INTO booking_request_images (request_id, position, mime, size, bytes)
      VALUES (${request}, 0, 'image/jpeg', ${photo.length}, ${photo}),
             (${request}, 1, 'image/png', 70, ${pngSignatureThenText()})`);

    await reencodeStoredImages(server.db);
    const [kept, ...rest] = await imagesOf('Otto Antigo');
    expect(rest).toEqual([]);
    const image = await served(kept!.request, kept!.image);
    expect(exifMarkerAt(image.bytes)).toBe(-1);
    const meta = await sharp(image.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1536, height: 2048 });
    expect(meta.exif).toBeUndefined();
    // Once: a second run finds nothing to do and leaves the bytes alone.
    expect(await reencodeStoredImages(server.db)).toEqual({ reencoded: 0, dropped: 0 });
    expect((await served(kept!.request, kept!.image)).bytes.equals(image.bytes)).toBe(true);
  });
});
