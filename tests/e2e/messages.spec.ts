import { expect, type Locator, test } from '@playwright/test';
import { addDays, today } from '../../src/shared/time';
import { expectAccessible, verifiedUser } from './helpers';

/** Where the caret is put before a placeholder button is tapped. */
const caretAt = (field: Locator, at: number | 'end') =>
  field.evaluate((el: HTMLTextAreaElement, n) => {
    el.focus();
    const to = n === 'end' ? el.value.length : n;
    el.setSelectionRange(to, to);
  }, at);

test("'Mensagens de hoje': one message per client, shown before 'Enviar' exactly as WhatsApp opens it; placeholders checked and inserted at the cursor; a client without a phone is listed", async ({
  page,
}, info) => {
  await verifiedUser(page, { plan: 'basico', name: 'Nara Fineline' });
  const origin = new URL(page.url()).origin;
  const tomorrow = addDays(today(), 1);
  const ddmm = `${tomorrow.slice(8, 10)}/${tomorrow.slice(5, 7)}`;
  const book = async (name: string, phone: string, time: string) => {
    const client = await (
      await page.request.post('/api/clients', { data: { name, phone }, headers: { origin } })
    ).json();
    const res = await page.request.post('/api/appointments', {
      data: { clientId: client.id, title: 'Leão', date: tomorrow, time },
      headers: { origin },
    });
    expect(res.ok()).toBe(true);
  };
  // Booked today for tomorrow: a confirmation and the eve's reminder, for each client.
  await book('Bia Véspera', '(11) 98888-0000', '15:00');
  await book('Caio Sem Fone', '', '11:00');

  await page.reload();
  const panel = page.getByRole('region', { name: 'Mensagens de hoje' });
  // Bia's two messages are one; Caio has no phone, so his is listed without a button.
  await expect(panel).toContainText('1 para enviar · 1 sem WhatsApp');
  const bia = panel.getByRole('listitem').filter({ hasText: 'Bia Véspera' });
  await expect(bia).toContainText('Lembrete da véspera · Confirmação do agendamento');
  const preview = bia.getByLabel('Mensagem para Bia Véspera');
  // No address yet: the confirmation's 'Endereço: …' sentence is left out, not sent empty.
  const merged = `Oi Bia! Passando para lembrar da sua sessão amanhã, ${ddmm} às 15:00, com Nara Fineline. Durma bem, coma antes de vir e evite álcool. Até amanhã!\n\nSua sessão com Nara Fineline está agendada para ${ddmm} às 15:00. Qualquer dúvida, é só chamar!`;
  await expect(preview).toHaveText(merged, { useInnerText: true });
  const send = bia.getByRole('link', { name: 'Enviar pelo WhatsApp para Bia Véspera' });
  const textOf = async () => new URL((await send.getAttribute('href'))!).searchParams.get('text');
  expect(await textOf()).toBe(merged);

  const caio = panel.getByRole('listitem').filter({ hasText: 'Caio Sem Fone' });
  await expect(caio.getByText('Sem WhatsApp', { exact: true })).toBeVisible();
  await expect(caio.getByLabel('Mensagem para Caio Sem Fone')).toContainText(
    'Oi Caio! Passando para lembrar',
  );
  await expect(caio.getByRole('link')).toHaveCount(0);
  await expectAccessible(page);
  await panel.screenshot({ path: info.outputPath('mensagens-de-hoje.png') });

  // The eve's text: a typo placeholder is refused under its field, naming it.
  await panel.getByRole('button', { name: 'Editar textos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mensagens do WhatsApp' });
  await dialog.screenshot({ path: info.outputPath('editar-textos-inicio.png') });
  const eve = dialog.getByLabel('Lembrete da véspera', { exact: true });
  await eve.fill('Oi {Nome}! Amanhã às {hora}.');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(eve).toHaveAccessibleDescription(
    /\{Nome\} não é um campo conhecido\. Você quis dizer \{nome\}\?/,
  );
  await expect(dialog.getByText('{Nome} não é um campo conhecido. Você quis dizer {nome}?')).toBeVisible();
  await expect(eve).toBeFocused();
  await dialog.screenshot({ path: info.outputPath('campo-desconhecido.png') });

  // Written again with the buttons: each goes where the cursor is.
  const chips = dialog.getByRole('group', { name: 'Inserir campo em Lembrete da véspera' });
  await expect(chips.getByRole('button')).toHaveText([
    '{nome}',
    '{data}',
    '{hora}',
    '{tatuador}',
    '{estudio}',
    '{endereco}',
  ]);
  // A birthday has no session, and only the deposit request carries money.
  await expect(
    dialog.getByRole('group', { name: 'Inserir campo em Aniversário' }).getByRole('button'),
  ).toHaveText(['{nome}', '{tatuador}', '{estudio}', '{endereco}']);
  await eve.fill('Oi! Amanhã às .\nEndereço: ');
  await caretAt(eve, 2);
  await chips.getByRole('button', { name: '{nome}' }).click();
  await expect(eve).toHaveValue('Oi {nome}! Amanhã às .\nEndereço: ');
  await caretAt(eve, 'Oi {nome}! Amanhã às '.length);
  await chips.getByRole('button', { name: '{hora}' }).click();
  await caretAt(eve, 'end');
  await chips.getByRole('button', { name: '{endereco}' }).click();
  // The caret is after what was inserted: typing goes on from there.
  await eve.pressSequentially('.');
  await expect(eve).toHaveValue('Oi {nome}! Amanhã às {hora}.\nEndereço: {endereco}.');
  await expect(dialog.getByText(/não é um campo conhecido/)).toHaveCount(0);
  await expectAccessible(page);
  await dialog.screenshot({ path: info.outputPath('editar-textos.png') });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Mensagens salvas!')).toBeVisible();

  // Still no address: the 'Endereço' line leaves the message; with one, it is there.
  const edited = `Oi Bia! Amanhã às 15:00.\n\nSua sessão com Nara Fineline está agendada para ${ddmm} às 15:00. Qualquer dúvida, é só chamar!`;
  await expect(preview).toHaveText(edited, { useInnerText: true });
  expect(await textOf()).toBe(edited);
  await panel.getByRole('button', { name: 'Editar textos' }).click();
  await dialog.getByLabel('Endereço do estúdio').fill('Rua Augusta, 1000');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Mensagens salvas!').first()).toBeVisible();
  const withAddress = `Oi Bia! Amanhã às 15:00.\nEndereço: Rua Augusta, 1000.\n\nSua sessão com Nara Fineline está agendada para ${ddmm} às 15:00. Endereço: Rua Augusta, 1000. Qualquer dúvida, é só chamar!`;
  await expect.poll(textOf).toBe(withAddress);
  await expect(preview).toHaveText(withAddress, { useInnerText: true });

  // One tap sends both: WhatsApp opens with the text shown, and the message is marked sent.
  const opened = page
    .context()
    .waitForEvent('request', { predicate: (r) => r.url().startsWith('https://wa.me/') });
  const href = await send.getAttribute('href');
  await send.click();
  const wa = new URL((await opened).url());
  expect(wa.origin + wa.pathname).toBe('https://wa.me/5511988880000');
  expect(wa.searchParams.get('text')).toBe(withAddress);
  expect((await opened).url()).toBe(href);
  await expect(bia).toContainText('Enviada');
  // Nothing left to send: only Caio's, which has no phone.
  await expect(panel.getByText('1 sem WhatsApp', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The mark is the server's, for both: after a reload still sent, and undone together.
  await page.reload();
  await expect(bia).toContainText('Enviada');
  await bia.getByRole('button', { name: 'Desfazer' }).click();
  await expect(bia.getByRole('link', { name: 'Enviar pelo WhatsApp para Bia Véspera' })).toBeVisible();
  await expect(panel).toContainText('1 para enviar · 1 sem WhatsApp');
});
