import { describe, expect, it } from 'vitest';
import { shortClientName } from './client-short-name';

describe("a client's name in a calendar cell", () => {
  it('keeps a short name as typed', () => {
    expect(shortClientName('Ana Souza')).toBe('Ana Souza');
    expect(shortClientName('  Bia  ')).toBe('Bia');
    expect(shortClientName('Bruno Lima')).toBe('Bruno Lima');
    expect(shortClientName('Maximiliano')).toBe('Maximiliano');
  });

  it('a long one becomes first name and the last surname’s initial, skipping da/de/dos', () => {
    expect(shortClientName('Fernanda Oliveira Santos')).toBe('Fernanda S.');
    expect(shortClientName('Helena Prado')).toBe('Helena P.');
    expect(shortClientName('Maria das Dores')).toBe('Maria D.');
    expect(shortClientName('João Pedro da Silva')).toBe('João S.');
    expect(shortClientName('Élida Queiroz Ávila')).toBe('Élida Á.');
  });

  it('a single long word is kept whole (the cell cuts it)', () => {
    expect(shortClientName('Maximilianoooooo')).toBe('Maximilianoooooo');
  });
});
