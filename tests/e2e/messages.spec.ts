import { expect, test } from '@playwright/test';
import { addDays, today } from '../../src/shared/time';
import { expectAccessible, verifiedUser } from './helpers';

test("'Mensagens de hoje': the eve's reminder opens WhatsApp with the exact text and is marked sent; texts are editable", async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico', name: 'Nara Fineline' });
  const origin = new URL(page.url()).origin;
  const tomorrow = addDays(today(), 1);
  const client = await (
    await page.request.post('/api/clients', {
      data: { name: 'Bia Véspera', phone: '(11) 98888-0000' },
      headers: { origin },
    })
  ).json();
  await page.request.post('/api/appointments', {
    data: { clientId: client.id, title: 'Leão', date: tomorrow, time: '15:00' },
    headers: { origin },
  });

  // The texts first: the eve's reminder with an emoji, a line break and accents.
  await page.reload();
  const panel = page.getByRole('region', { name: 'Mensagens de hoje' });
  await panel.getByRole('button', { name: 'Editar textos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mensagens do WhatsApp' });
  await dialog.getByLabel('Lembrete da véspera').fill('Oi {nome} ✨\nAmanhã às {hora}, em {endereco}.');
  await dialog.getByLabel('Endereço do estúdio').fill('Rua Augusta, 1000');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Mensagens salvas!')).toBeVisible();

  const send = panel.getByRole('link', {
    name: 'Enviar pelo WhatsApp: Lembrete da véspera para Bia Véspera',
  });
  // The saved texts reach the link once the screen has read them back (a moment on a busy machine).
  const text = async () => new URL((await send.getAttribute('href'))!).searchParams.get('text');
  await expect.poll(text).toBe('Oi Bia ✨\nAmanhã às 15:00, em Rua Augusta, 1000.');
  const href = await send.getAttribute('href');
  const wa = new URL(href!);
  expect(wa.origin + wa.pathname).toBe('https://wa.me/5511988880000');
  expect(wa.searchParams.get('text')).toBe('Oi Bia ✨\nAmanhã às 15:00, em Rua Augusta, 1000.');
  await expect(send).toHaveAttribute('target', '_blank');

  const opened = page
    .context()
    .waitForEvent('request', { predicate: (r) => r.url().startsWith('https://wa.me/') });
  // Created today, the session also has its confirmation due: two messages, one sent now.
  await expect(panel).toContainText('2 para enviar');
  await send.click();
  expect((await opened).url()).toBe(href);
  const eve = panel.getByRole('listitem').filter({ hasText: 'Lembrete da véspera' });
  await expect(eve).toContainText('Enviada');
  await expect(panel).toContainText('1 para enviar');
  await expectAccessible(page);

  // The mark is the server's: after a reload it is still sent, and can be undone.
  await page.reload();
  await expect(eve).toContainText('Enviada');
  await eve.getByRole('button', { name: 'Desfazer' }).click();
  await expect(eve.getByRole('link', { name: /Enviar pelo WhatsApp: Lembrete da véspera/ })).toBeVisible();
  await expect(panel).toContainText('2 para enviar');
});
