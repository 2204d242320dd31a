import { describe, expect, it } from 'vitest';
import { identifyingNumbers, namePieces, redactName } from './redact-name';

describe('redacting an erased client from free text', () => {
  const pieces = namePieces('Wanderléia da Silva Apagada');
  const numbers = identifyingNumbers('(41) 95555-3333', '333.444.555-66');

  it('takes the full name, then each part that names someone, as whole words, ignoring case and accents', () => {
    expect(pieces).toEqual(['wanderleia da silva apagada', 'wanderleia', 'apagada', 'silva']);
    expect(redactName('Fechamento de Wanderléia da Silva Apagada', pieces)).toBe(
      'Fechamento de Cliente excluído',
    );
    expect(redactName('Retoque da WANDERLEIA (apagada)', pieces)).toBe(
      'Retoque da Cliente excluído (Cliente excluído)',
    );
    // 'da' alone is nobody; 'Silvana' is not 'Silva'.
    expect(redactName('Costas da Silvana', pieces)).toBe('Costas da Silvana');
  });

  it('finds the phone and the document however they were typed', () => {
    expect(numbers).toEqual(['41955553333', '33344455566', '955553333']);
    for (const typed of ['41 95555-3333', '(41)95555.3333', '+55 41 95555 3333', '95555-3333'])
      expect(redactName(`ligar ${typed} amanhã`, pieces, numbers)).toBe('ligar Cliente excluído amanhã');
    expect(redactName('CPF 333.444.555-66', pieces, numbers)).toBe('CPF Cliente excluído');
    // Another number that merely contains the digits stays.
    expect(redactName('pedido 1955553333', pieces, numbers)).toBe('pedido 1955553333');
  });
});
