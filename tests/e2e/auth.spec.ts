import { expect, test } from '@playwright/test';
import { expectAccessible, mailedLink, uniqueEmail, verifiedUser } from './helpers';

test.describe('sign-in screen', () => {
  test('validates, explains wrong credentials and unconfirmed e-mails', async ({ page }) => {
    await page.goto('/');
    await expectAccessible(page);
    const enter = page.getByRole('button', { name: 'Entrar' });
    await enter.click();
    await expect(page.getByRole('alert')).toHaveText('Por favor, preencha todos os campos');

    await page.getByLabel('Email').fill('ninguem@tinta.test');
    await page.getByLabel('Senha', { exact: true }).fill('errada123');
    await enter.click();
    await expect(page.getByRole('alert')).toHaveText('Email ou senha incorretos');

    const email = uniqueEmail('pendente');
    await page.request.post('/api/auth/sign-up/email', {
      data: { name: 'Pendente', email, password: 'segredo1' },
      headers: { origin: new URL(page.url()).origin },
    });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('segredo1');
    await enter.click();
    await expect(page.getByRole('alert')).toHaveText('Por favor, confirme seu email antes de fazer login');
  });

  test('the password switch shows and hides what was typed', async ({ page }) => {
    await page.goto('/');
    const password = page.getByLabel('Senha', { exact: true });
    await password.fill('segredo1');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar senha' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});

test.describe('sign-up', () => {
  test('every validation message of SPEC §5 and §8', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Cadastre-se' }).click();
    await expectAccessible(page);
    const create = page.getByRole('button', { name: 'Criar Conta' });
    const alert = page.getByRole('alert');

    await create.click();
    await expect(alert).toHaveText('Por favor, preencha todos os campos');

    await page.getByLabel('Nome Completo').fill('Rafa Linha');
    await page.getByLabel('Email').fill('rafa@tinta.test');
    await page.getByLabel('Senha', { exact: true }).fill('segredo1');
    await page.getByLabel('Confirmar Senha').fill('segredo2');
    await create.click();
    await expect(alert).toHaveText('As senhas não coincidem');

    await page.getByLabel('Senha', { exact: true }).fill('123');
    await page.getByLabel('Confirmar Senha').fill('123');
    await create.click();
    await expect(alert).toHaveText('A senha deve ter pelo menos 6 caracteres');

    await page.getByLabel('Email').fill('rafa-sem-arroba');
    await page.getByLabel('Senha', { exact: true }).fill('segredo1');
    await page.getByLabel('Confirmar Senha').fill('segredo1');
    await create.click();
    await expect(alert).toHaveText('Email inválido');

    const taken = uniqueEmail('ocupado');
    await page.request.post('/api/auth/sign-up/email', {
      data: { name: 'Primeiro', email: taken, password: 'segredo1' },
      headers: { origin: new URL(page.url()).origin },
    });
    await page.getByLabel('Email').fill(taken);
    await create.click();
    await expect(alert).toHaveText('Este email já está cadastrado');
  });

  test('sign-up → e-mailed link → login → basic plan → shell with seven sections (+ Pedidos on desktop) and no Equipe', {
    tag: '@phone',
  }, async ({ page }) => {
    const email = uniqueEmail('novo');
    await page.goto('/');
    await page.getByRole('button', { name: 'Cadastre-se' }).click();
    await page.getByLabel('Nome Completo').fill('Nina Pontilhismo');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('segredo1');
    await page.getByLabel('Confirmar Senha').fill('segredo1');
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await expect(page.getByText('Conta criada com sucesso!')).toBeVisible();
    await expect(page.getByText('Verifique seu email para confirmar sua conta e fazer login.')).toBeVisible();
    await page.getByRole('button', { name: 'Fazer Login' }).click();

    // The link signs the person in; sign out in between to prove the password login too.
    const link = await mailedLink(page, email, /Confirme seu email/);
    await page.request.get(link, { maxRedirects: 0 });
    await page.request.post('/api/auth/sign-out', {
      data: {},
      headers: { origin: new URL(page.url()).origin },
    });
    await page.goto('/');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('segredo1');
    await page.getByRole('button', { name: 'Entrar' }).click();

    await expect(page.getByRole('heading', { name: 'Escolha seu plano' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Escolher Plano Básico' }).click();

    const nav = page.getByRole('navigation', { name: 'Seções' });
    const phone = (page.viewportSize()?.width ?? 1280) < 1024;
    const labels = phone
      ? ['Home', 'Agenda', 'Clientes', 'Receitas', 'Despesas', 'Gráficos', 'Tarefas']
      : ['Dashboard', 'Agenda', 'Pedidos', 'Clientes', 'Financeiro', 'Despesas', 'Relatórios', 'Tarefas'];
    await expect(nav.getByRole('button')).toHaveText(labels);
    await expect(page.getByText('Equipe', { exact: true })).toHaveCount(0);
    if (!phone) await expect(page.getByText('Sistema de Gestão')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expectAccessible(page);
  });
});

test('a spoiled confirmation link says so, and signing in mails a fresh one', async ({ page }) => {
  const email = uniqueEmail('estragado');
  await page.goto('/');
  await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Link Velho', email, password: 'segredo1' },
    headers: { origin: new URL(page.url()).origin },
  });
  const link = new URL(await mailedLink(page, email, /Confirme seu email/));
  link.searchParams.set('token', 'nao-e-um-token');
  await page.goto(link.toString());
  const notice = page.getByText('Link de confirmação inválido ou expirado.', { exact: false });
  await expect(notice).toBeVisible();
  await expect(page.getByText('Email confirmado!')).toHaveCount(0);
  // The notice leaves the form's button free to tap (on a phone too, where it spans the width).
  const [t, b] = [
    (await notice.boundingBox())!,
    (await page.getByRole('button', { name: 'Entrar' }).boundingBox())!,
  ];
  expect(t.y > b.y + b.height || b.y > t.y + t.height).toBe(true);
  expect(new URL(page.url()).search).toBe('');

  const before = ((await (await page.request.get('/dev/outbox.json')).json()) as { to: string }[]).filter(
    (m) => m.to === email,
  ).length;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Por favor, confirme seu email antes de fazer login');
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/dev/outbox.json')).json()) as { to: string }[]).filter(
          (m) => m.to === email,
        ).length,
    )
    .toBe(before + 1);
  // The new link is not sent silently: the screen says where it went.
  await expect(page.getByRole('status').filter({ hasText: 'Enviamos' })).toHaveText(
    `Enviamos um novo link de confirmação para ${email}. Confira sua caixa de entrada (e o spam).`,
  );

  // The dev outbox fits a phone: long links wrap instead of widening the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dev/outbox');
  await expect(page.getByRole('heading', { name: 'Caixa de saída (dev)' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the plan screen offers a way out: Sair asks first, then back to login', async ({ page }) => {
  const { email } = await verifiedUser(page);
  await expect(page.getByRole('heading', { name: 'Escolha seu plano' })).toBeVisible();
  await expect(page.getByText(`Conectado como ${email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Sair' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Tem certeza que deseja sair?' });
  await confirm.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
});

test('password recovery by e-mail', async ({ page }) => {
  const user = await verifiedUser(page, { plan: 'basico' });
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByRole('button', { name: 'Esqueceu a senha?' }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText('Se o email estiver cadastrado')).toBeVisible();

  await page.goto(await mailedLink(page, user.email, /Redefina sua senha/));
  await expect(page.getByRole('heading', { name: 'Nova senha' })).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill('trocada1');
  await page.getByLabel('Confirmar nova senha').fill('trocada2');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByRole('alert')).toHaveText('As senhas não coincidem');
  await page.getByLabel('Confirmar nova senha').fill('trocada1');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('Senha redefinida com sucesso!')).toBeVisible();

  await page.getByRole('button', { name: 'Fazer Login' }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Senha', { exact: true }).fill('trocada1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});
