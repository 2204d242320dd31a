import { escapeHtml as esc } from '../html';
import type { Mail } from './mailer';

function layout(title: string, body: string, action: { label: string; url: string }): string {
  return `<!doctype html><html lang="pt-BR"><body style="font-family:system-ui,sans-serif;background:#f4f4f5;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 12px">${esc(title)}</h1>
<p style="color:#3f3f46;line-height:1.5">${body}</p>
<p><a href="${esc(action.url)}" style="display:inline-block;background:#18181b;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${esc(action.label)}</a></p>
<p style="color:#71717a;font-size:12px">Se o botão não funcionar, copie este endereço: ${esc(action.url)}</p>
</div></body></html>`;
}

export function verificationEmail(to: string, name: string, url: string): Mail {
  const subject = 'Confirme seu email no Tinta';
  const text = `Olá ${name}!\n\nConfirme seu email para entrar no Tinta:\n${url}\n\nSe você não criou esta conta, ignore este email.`;
  const html = layout(subject, `Olá ${esc(name)}! Confirme seu email para entrar no Tinta.`, {
    label: 'Confirmar email',
    url,
  });
  return { to, subject, text, html };
}

export function resetPasswordEmail(to: string, name: string, url: string): Mail {
  const subject = 'Redefina sua senha do Tinta';
  const text = `Olá ${name}!\n\nPara criar uma nova senha, abra:\n${url}\n\nO link vale por 1 hora. Se você não pediu, ignore este email.`;
  const html = layout(
    subject,
    `Olá ${esc(name)}! Para criar uma nova senha, use o botão abaixo. O link vale por 1 hora.`,
    { label: 'Redefinir senha', url },
  );
  return { to, subject, text, html };
}

export function invitationEmail(to: string, studio: string, owner: string, url: string): Mail {
  const subject = `Convite para o estúdio ${studio} no Tinta`;
  const text = `Olá!\n\n${owner} convidou você para fazer parte do estúdio ${studio} no Tinta.\nCrie sua conta por este link (vale por 7 dias):\n${url}`;
  const html = layout(
    subject,
    `${esc(owner)} convidou você para fazer parte do estúdio <strong>${esc(studio)}</strong> no Tinta. O link vale por 7 dias.`,
    { label: 'Aceitar convite', url },
  );
  return { to, subject, text, html };
}
