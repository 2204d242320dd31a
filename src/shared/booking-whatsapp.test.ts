import { describe, expect, it } from 'vitest';
import { acceptedText, declinedText, proposedText } from './booking-whatsapp';
import { whatsappDraft } from './links';

describe('booking WhatsApp drafts', () => {
  it('accepted with a deposit names the session, the amount, the deadline and the status page', () => {
    const text = acceptedText({
      clientName: 'Júlia Prado',
      start: '2026-11-28T10:00:00-03:00',
      depositCents: 20000,
      deadline: '2026-11-26T23:30:00-03:00',
      statusUrl: 'https://tinta.app/agendar/carol/pedido/abc',
    });
    expect(text).toBe(
      'Olá Júlia! Seu pedido foi aceito: sessão em 28/11/2026 às 10:00.\nPara confirmar, pague o sinal de R$ 200,00 por Pix até 26/11/2026 às 23:30. O QR Code e o Pix copia e cola estão aqui: https://tinta.app/agendar/carol/pedido/abc',
    );
  });

  it('goes into wa.me encoded: accents, line breaks and emoji survive the round trip', () => {
    const text = `${proposedText({ clientName: 'João', start: '2026-12-02T15:00:00-03:00', message: 'Pode ser? 🙂', statusUrl: '' })}`;
    const url = new URL(whatsappDraft('(11) 97777-1234', text)!);
    expect(url.origin + url.pathname).toBe('https://wa.me/5511977771234');
    expect(url.searchParams.get('text')).toBe(text);
    expect(url.search).not.toMatch(/[\n ]/);
    expect(declinedText({ clientName: 'Ana Maria', message: '' })).toBe(
      'Olá Ana! Obrigado pelo seu pedido. Infelizmente não vou poder atender desta vez.',
    );
  });
});
