import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible, isPhone, mailedLink, uniqueEmail } from './helpers';

const originOf = (page: Page) => new URL(page.url()).origin;

/**
 * An owner of 'Estúdio Rosa' invites a fresh address. The owner is made with API calls only (the
 * cookie lands in the page's context), as their screens are not what this spec is about.
 */
async function invite(page: Page) {
  await page.goto('/convite/x');
  const headers = { origin: originOf(page) };
  const owner = uniqueEmail('dona');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Dona do Estúdio', email: owner, password: 'segredo123' },
    headers,
  });
  expect(signUp.ok()).toBeTruthy();
  expect((await page.request.get(await mailedLink(page, owner, /Confirme seu email/))).ok()).toBeTruthy();
  const plan = await page.request.post('/api/me/plan', {
    data: { planType: 'estudio', studioName: 'Estúdio Rosa' },
    headers,
  });
  expect(plan.ok()).toBeTruthy();
  const email = uniqueEmail('convidada');
  const res = await page.request.post('/api/team/invitations', {
    data: { email, initialPercentage: 50 },
    headers,
  });
  expect(res.status()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  return { email, token };
}

/** The invitee browses in a context of their own, without the owner's cookie. */
async function inviteePage(browser: Browser, like: Page) {
  const context = await browser.newContext({
    viewport: like.viewportSize(),
    isMobile: isPhone(like),
    hasTouch: isPhone(like),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  return context.newPage();
}

/** Signs `email` up through the API and opens the verification link: signed in, no plan chosen. */
async function signedInWithoutPlan(page: Page, email: string) {
  await page.goto('/');
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Já Cadastrada', email, password: 'segredo123' },
    headers: { origin: originOf(page) },
  });
  expect(res.ok()).toBeTruthy();
  await page.goto(await mailedLink(page, email, /Confirme seu email/));
  await expect(page.getByRole('heading', { name: 'Escolha seu plano' })).toBeVisible();
}

/** SPEC §2's success state names the studio; 'Começar' goes on to the app. */
async function startFromWelcome(page: Page) {
  await expect(page.getByRole('heading', { name: 'Boas-vindas ao estúdio!', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Agora você faz parte de/)).toHaveText(
    'Agora você faz parte de Estúdio Rosa.',
  );
  // The used link is gone from the address bar: a reload opens the app, not 'Convite Inválido'.
  await expect(page).toHaveURL(/\/$/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Começar' }).click();
}

async function expectArtistShell(page: Page) {
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Escolha seu plano' })).toHaveCount(0);
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Equipe' })).toHaveCount(0);
    await page.keyboard.press('Escape');
  } else {
    const nav = page.getByRole('navigation', { name: 'Seções' });
    await expect(nav.getByRole('button', { name: 'Agenda' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Equipe' })).toHaveCount(0);
  }
}

test('the form names the studio, locks the invited e-mail and validates in SPEC order', async ({
  page,
  browser,
}) => {
  const { email, token } = await invite(page);
  const guest = await inviteePage(browser, page);
  await guest.goto(`/convite/${token}`);

  // The studio on its own line: never 'o estúdio Estúdio Rosa'.
  await expect(
    guest.getByRole('heading', {
      name: 'Você recebeu um convite para fazer parte de Estúdio Rosa',
      level: 1,
    }),
  ).toBeVisible();
  await expect(guest.getByText(/estúdio Estúdio/i)).toHaveCount(0);
  await expect(guest.getByText('Já tem conta?')).toBeVisible();
  const emailField = guest.getByLabel('Email');
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toHaveAttribute('readonly', '');
  await expect(emailField).not.toBeEditable();
  await expectAccessible(guest);

  const create = guest.getByRole('button', { name: 'Criar conta e entrar' });
  const alert = guest.getByRole('alert');
  const password = guest.getByLabel('Senha', { exact: true });
  const confirm = guest.getByLabel('Confirmar senha');

  await create.click();
  await expect(alert).toHaveText('Por favor, preencha todos os campos');
  await guest.getByLabel('Nome completo').fill('Ana Convidada');
  await password.fill('abc');
  await confirm.fill('abd');
  await create.click();
  // Each rule under the field it is about: the length under Senha, the mismatch under its confirmation.
  await expect(password).toHaveAccessibleDescription('A senha deve ter pelo menos 6 caracteres');
  await expect(confirm).toHaveAccessibleDescription('As senhas não coincidem');
  await confirm.fill('abc');
  await create.click();
  await expect(alert).toHaveText('A senha deve ter pelo menos 6 caracteres');
  await guest.getByLabel('Nome completo').fill('   ');
  await password.fill('segredo123');
  await confirm.fill('segredo123');
  await create.click();
  await expect(alert).toHaveText('Por favor, preencha todos os campos');
  await guest.context().close();
});

test('the invited person signs up from the link, lands in the shell as an artist, and the link dies', {
  tag: '@phone',
}, async ({ page, browser }) => {
  const { token } = await invite(page);
  const guest = await inviteePage(browser, page);
  await guest.goto(`/convite/${token}`);
  await guest.getByLabel('Nome completo').fill('Ana Convidada');
  await guest.getByLabel('Senha', { exact: true }).fill('segredo123');
  await guest.getByLabel('Confirmar senha').fill('segredo123');
  await guest.getByRole('button', { name: 'Criar conta e entrar' }).click();
  await startFromWelcome(guest);
  await expectArtistShell(guest);

  await guest.goto(`/convite/${token}`);
  await expect(guest.getByRole('heading', { name: 'Convite Inválido' })).toBeVisible();
  await expect(guest.getByRole('alert')).toHaveText('Este convite já foi utilizado ou cancelado');
  await guest.context().close();
});

test('an unknown link explains itself and leads home', async ({ page }) => {
  await page.goto('/convite/naoexiste0000000000000000');
  await expect(page.getByRole('heading', { name: 'Convite Inválido', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Convite não encontrado');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
});

test('an already signed-in invitee accepts with one tap', async ({ page, browser }) => {
  const { email, token } = await invite(page);
  const guest = await inviteePage(browser, page);
  await signedInWithoutPlan(guest, email);

  await guest.goto(`/convite/${token}`);
  await expect(guest.getByRole('heading', { name: /Estúdio Rosa/ })).toBeVisible();
  await expect(guest.getByLabel('Nome completo')).toHaveCount(0);
  await guest.getByRole('button', { name: 'Aceitar convite' }).click();
  await startFromWelcome(guest);
  await expectArtistShell(guest);
  await guest.context().close();
});

test('someone signed in with another address is told so and may sign out to sign up', async ({ page }) => {
  const { email, token } = await invite(page);
  // The owner is signed in with another address.
  await page.goto(`/convite/${token}`);
  await expect(page.getByRole('alert')).toHaveText('Este convite foi enviado para outro email');
  await expect(page.getByLabel('Nome completo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Aceitar convite' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByRole('button', { name: 'Criar conta e entrar' })).toBeVisible();
});

test('an invitee whose address already has an account signs in on the invitation and accepts', async ({
  page,
  browser,
}) => {
  const { email, token } = await invite(page);
  const guest = await inviteePage(browser, page);
  // The account exists (made and confirmed in another browser); this one is signed out.
  const elsewhere = await inviteePage(browser, page);
  await signedInWithoutPlan(elsewhere, email);
  await elsewhere.context().close();

  await guest.goto(`/convite/${token}`);
  await guest.getByLabel('Nome completo').fill('Já Cadastrada');
  await guest.getByLabel('Senha', { exact: true }).fill('segredo123');
  await guest.getByLabel('Confirmar senha').fill('segredo123');
  await guest.getByRole('button', { name: 'Criar conta e entrar' }).click();
  await expect(guest.getByRole('alert')).toHaveText('Erro ao criar conta: Este email já está cadastrado');
  // The way forward is spelled out after that error.
  await expect(guest.getByText('Entre com ela para aceitar o convite.')).toBeVisible();
  await guest.getByRole('button', { name: 'Entrar', exact: true }).click();

  await expect(guest.getByText('Entre com sua conta para aceitar o convite.')).toBeVisible();
  const emailField = guest.getByLabel('Email');
  await expect(emailField).toHaveValue(email);
  await expect(emailField).not.toBeEditable();
  await expect(guest.getByLabel('Senha', { exact: true })).toBeFocused();
  await expectAccessible(guest);
  const enter = guest.getByRole('button', { name: 'Entrar', exact: true });
  await enter.click();
  await expect(guest.getByRole('alert')).toHaveText('Por favor, preencha todos os campos');
  await guest.getByLabel('Senha', { exact: true }).fill('senha-errada');
  await enter.click();
  await expect(guest.getByRole('alert')).toHaveText('Email ou senha incorretos');
  await guest.getByLabel('Senha', { exact: true }).fill('segredo123');
  await enter.click();

  await expect(guest.getByText(`Você entrou como ${email}.`, { exact: false })).toBeVisible();
  await guest.getByRole('button', { name: 'Aceitar convite' }).click();
  await startFromWelcome(guest);
  await expectArtistShell(guest);
  await guest.context().close();
});

test("'Já tem conta?' leads to signing in and 'Criar conta' back to the form", async ({ page, browser }) => {
  const { token } = await invite(page);
  const guest = await inviteePage(browser, page);
  await guest.goto(`/convite/${token}`);
  await guest.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(guest.getByLabel('Nome completo')).toHaveCount(0);
  await guest.getByRole('button', { name: 'Criar conta' }).click();
  await expect(guest.getByLabel('Nome completo')).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Criar conta e entrar' })).toBeVisible();
  await guest.context().close();
});
