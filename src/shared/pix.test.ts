import { hasError, isStaticPix, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { buildStaticPix, crc16, normalizePixKey, type PixKeyType } from './pix';

/** Decoded by pix-utils — a parser that is not ours — which also checks the CRC. */
function decode(code: string) {
  const parsed = parsePix(code);
  if (hasError(parsed)) throw new Error(`pix-utils refused the code: ${parsed.message}`);
  if (!isStaticPix(parsed)) throw new Error('not a static Pix code');
  return parsed;
}

describe('Pix keys', () => {
  it.each<[PixKeyType, string, string | null]>([
    ['cpf', '529.982.247-25', '52998224725'],
    ['cpf', '52998224724', null],
    ['cpf', '111.111.111-11', null],
    ['cnpj', '11.222.333/0001-81', '11222333000181'],
    ['cnpj', '11.222.333/0001-80', null],
    ['email', ' Ana.Tattoo@Exemplo.com.br ', 'ana.tattoo@exemplo.com.br'],
    ['email', 'ana@', null],
    ['phone', '(11) 98765-4321', '+5511987654321'],
    ['phone', '+55 55 99876-5432', '+5555998765432'],
    ['phone', '55 99876-5432', '+5555998765432'],
    ['phone', '(11) 3456-7890', '+551134567890'],
    ['phone', '98765-4321', null],
    ['phone', '(11) 18765-4321', null],
    ['random', '123E4567-E89B-12D3-A456-426614174000', '123e4567-e89b-12d3-a456-426614174000'],
    ['random', '123e4567e89b12d3a456426614174000', null],
  ])('%s %j → %j', (type, raw, expected) => {
    expect(normalizePixKey(type, raw)).toBe(expected);
  });
});

describe('static BR Code', () => {
  it('computes the CRC of the reference example (CRC16-CCITT-FALSE of "123456789" is 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it.each([
    { key: '52998224725', amountCents: 20000, expected: 200 },
    { key: 'ana.tattoo@exemplo.com.br', amountCents: 15050, expected: 150.5 },
    { key: '+5511987654321', amountCents: 1, expected: 0.01 },
    { key: '11222333000181', amountCents: 123456789, expected: 1234567.89 },
    { key: '123e4567-e89b-12d3-a456-426614174000', amountCents: 9999, expected: 99.99 },
  ])('parses back with key $key and R$ $expected', ({ key, amountCents, expected }) => {
    const code = buildStaticPix({
      key,
      amountCents,
      name: 'Conceição Tatuagens Artísticas Ltda',
      city: 'São José dos Campos',
      txid: 'TINTA-7f3a9c21-sinal',
    });
    const pix = decode(code);
    expect(pix.pixKey).toBe(key);
    expect(pix.transactionAmount).toBe(expected);
    expect(pix.merchantName).toBe('Conceicao Tatuagens Artis');
    expect(pix.merchantCity).toBe('Sao Jose dos Ca');
    expect(pix.txid).toBe('TINTA7f3a9c21sinal');
    expect(pix.transactionCurrency).toBe('986');
    expect(pix.countryCode).toBe('BR');
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
  });

  it('leaves the amount to the payer when none is fixed, and uses *** without a txid', () => {
    const pix = decode(buildStaticPix({ key: '52998224725', name: 'Ana', city: 'Recife' }));
    expect(pix.transactionAmount ?? 0).toBe(0);
    expect(pix.txid).toBe('***');
  });

  it('keeps a message within the account field, without accents', () => {
    const pix = decode(
      buildStaticPix({
        key: 'ana.tattoo@exemplo.com.br',
        name: 'Ana',
        city: 'Recife',
        amountCents: 5000,
        message: 'Sinal — sessão de 02/12 às 14:00 com a Ana, muito obrigada pela confiança!',
      }),
    );
    expect(pix.infoAdicional).toMatch(/^Sinal - sessao de 02\/12 as 14:00/);
  });

  it('refuses amounts that are not whole positive cents', () => {
    expect(() => buildStaticPix({ key: '52998224725', name: 'A', city: 'B', amountCents: 0 })).toThrow();
    expect(() => buildStaticPix({ key: '52998224725', name: 'A', city: 'B', amountCents: 10.5 })).toThrow();
  });
});
