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

/**
 * Names the owner typed (studio, owner) reach a stranger's inbox: never in the subject (a fixed
 * text, so no header can be forged and no spam subject relayed), and in the body only as one
 * short line of plain text — control and format characters (newlines, bidi overrides) removed,
 * capped, and HTML-escaped in the HTML part.
 */
export function invitationEmail(to: string, studio: string, owner: string, url: string): Mail {
  const clean = (s: string, max: number) => {
    const flat = s
      .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
      // Invisible format characters (bidi overrides that reverse text, zero-width spaces) go;
      // the zero-width joiner stays, it holds emoji such as 👩‍🎨 together.
      .replace(/(?!\u200d)\p{Cf}/gu, '')
      .replace(/\s+/g, ' ')
      .trim();
    const chars = [...flat];
    return chars.length > max
      ? `${chars
          .slice(0, max - 1)
          .join('')
          .trimEnd()}…`
      : flat;
  };
  const studioName = clean(studio, 60) || 'sem nome';
  const ownerName = clean(owner, 60) || 'O dono do estúdio';
  const subject = 'Convite para um estúdio no Tinta';
  const text = `Olá!\n\n${ownerName} convidou você para fazer parte do estúdio "${studioName}" no Tinta.\nCrie sua conta por este link (vale por 7 dias):\n${url}\n\nSe você não esperava este convite, ignore este email.`;
  const html = layout(
    subject,
    `${esc(ownerName)} convidou você para fazer parte do estúdio <strong>${esc(studioName)}</strong> no Tinta. O link vale por 7 dias. Se você não esperava este convite, ignore este email.`,
    { label: 'Aceitar convite', url },
  );
  return { to, subject, text, html };
}
