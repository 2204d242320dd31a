import { expect, test } from '@playwright/test';
import { errorCatalog } from '../../src/shared/errors';
import { pixApiMessages } from '../../src/shared/schemas/pix-api';
import { makeTestCa } from '../pix-psp/test-ca';
import { expectAccessible, openProfile, verifiedUser } from './helpers';

// Issue 28, 'API Pix do banco' in 'Meu Perfil': the form's own checks, then the bank's answer
// next to its field. (Connecting to a bank for real — token, webhook, charges, notifications — is
// tested through HTTP against the PSP double: tests/integration/pix-*.test.ts.)
test('connecting the bank: what is missing is said field by field, and an address the server may not reach is refused next to it @phone', async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  await openProfile(page);
  await page
    .getByRole('dialog', { name: 'Meu Perfil' })
    .getByRole('button', { name: 'API Pix do banco' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'API Pix do banco' });
  await expect(dialog.getByText('Com a API Pix do seu banco')).toBeVisible();

  await dialog.getByRole('button', { name: 'Conectar' }).click();
  await expect(dialog.getByText(pixApiMessages.baseUrlInvalid)).toBeVisible();
  await expect(dialog.getByText(pixApiMessages.clientIdRequired)).toBeVisible();
  await expect(dialog.getByText(pixApiMessages.clientSecretRequired)).toBeVisible();
  await expect(dialog.getByText(pixApiMessages.certificateRequired)).toBeVisible();
  await expect(dialog.getByText(pixApiMessages.pixKeyRequired)).toBeVisible();
  // The first field in error takes the focus.
  await expect(dialog.getByLabel('URL da API Pix')).toBeFocused();
  await expectAccessible(page);

  // A certificate in PEM, and an address in a range no bank lives in: the server never calls it.
  const ca = makeTestCa();
  await dialog.getByLabel('URL da API Pix').fill('https://192.0.2.10/api/v2');
  await dialog.getByLabel('Client ID').fill('tinta-cliente');
  await dialog.getByLabel('Client Secret').fill('segredo-do-banco');
  await dialog.getByLabel('Formato').selectOption('pem');
  await dialog.getByLabel('Certificado (PEM)').fill(ca.client.cert);
  await dialog.getByLabel('Chave privada (PEM)').fill(ca.client.key);
  await dialog.getByLabel('Chave Pix da conta').fill('tatuadora@tinta.test');
  await dialog.getByRole('button', { name: 'Conectar' }).click();
  await expect(dialog.getByText(errorCatalog.PIX_API_UNREACHABLE.message)).toBeVisible();
  await expect(dialog.getByLabel('URL da API Pix')).toHaveAttribute('aria-invalid', 'true');
  // Nothing was kept: the dialog opened again still offers to connect.
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await page
    .getByRole('button', { name: 'Descartar' })
    .click()
    .catch(() => undefined);
  await page
    .getByRole('dialog', { name: 'Meu Perfil' })
    .getByRole('button', { name: 'API Pix do banco' })
    .click();
  await expect(
    page.getByRole('dialog', { name: 'API Pix do banco' }).getByRole('button', { name: 'Conectar' }),
  ).toBeVisible();
});
