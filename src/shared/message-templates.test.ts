import { describe, expect, it } from 'vitest';
import { defaultTemplates, fillTemplate, templateProblem, withoutGreeting } from './message-templates';

const values = {
  '{nome}': 'Bia',
  '{data}': '26/11',
  '{hora}': '15:00',
  '{tatuador}': 'Nara',
  '{estudio}': 'Nara',
  '{endereco}': 'Rua Augusta, 1000',
  '{sinal}': 'R$ 200,00',
  '{pix}': '000201…',
};

describe('fillTemplate', () => {
  it('fills every placeholder and keeps line breaks, accents and emoji', () => {
    expect(
      fillTemplate('Oi {nome} ✨\nAmanhã, {data} às {hora}, em {endereco}.\nAté já — {estudio}!', values),
    ).toBe('Oi Bia ✨\nAmanhã, 26/11 às 15:00, em Rua Augusta, 1000.\nAté já — Nara!');
  });

  it('drops the sentence whose placeholder is empty, never a dangling label', () => {
    const none = { ...values, '{endereco}': '', '{pix}': '' };
    expect(fillTemplate(defaultTemplates.confirmacao, none)).toBe(
      'Olá Bia! Sua sessão com Nara está agendada para 26/11 às 15:00. Qualquer dúvida, é só chamar!',
    );
    // A label ending in ':' leaves with the line it introduces.
    expect(fillTemplate(defaultTemplates.sinal, none)).toBe(
      'Olá Bia! Para confirmar sua sessão de 26/11 às 15:00, falta o sinal de R$ 200,00.',
    );
    expect(fillTemplate('Oi {nome} ✨\nAmanhã, em {endereco}.\nAté já!', none)).toBe('Oi Bia ✨\nAté já!');
    expect(fillTemplate('Endereço: {endereco}\nAté já!', none)).toBe('Até já!');
    expect(fillTemplate('Olá!\n\nEndereço:\n{endereco}\n\nAté já!', none)).toBe('Olá!\n\nAté já!');
    expect(fillTemplate('Oi {nome}... tudo bem? Vem às {hora}!', none)).toBe(
      'Oi Bia... tudo bem? Vem às 15:00!',
    );
  });

  it('keeps a sentence that also carries a value: only the empty one is blanked', () => {
    const none = { ...values, '{endereco}': '' };
    expect(fillTemplate('Sua sessão é {data} às {hora} no estúdio {endereco}.', none)).toBe(
      'Sua sessão é 26/11 às 15:00 no estúdio.',
    );
    // Nothing left to say: the caller falls back to the default text, never an empty message.
    expect(fillTemplate('{endereco}', none)).toBe('');
  });
});

describe('templateProblem', () => {
  it('names the unknown placeholder, and the one meant when it is a typo', () => {
    expect(templateProblem('confirmacao', 'Olá {Nome}!')).toBe(
      '{Nome} não é um campo conhecido. Você quis dizer {nome}?',
    );
    expect(templateProblem('lembrete', 'Em {endereço}.')).toBe(
      '{endereço} não é um campo conhecido. Você quis dizer {endereco}?',
    );
    expect(templateProblem('aniversario', 'Oi {telefone}')).toBe(
      '{telefone} não é um campo conhecido. Use {nome}, {tatuador}, {estudio} ou {endereco}.',
    );
    expect(templateProblem('aniversario', 'Parabéns! {pix}')).toBe(
      '{pix} só pode ser usado no Pedido de sinal.',
    );
    expect(templateProblem('aniversario', 'Parabéns! Até {data}.')).toBe(
      '{data} não pode ser usado no Aniversário: ele não é sobre uma sessão.',
    );
    expect(templateProblem('lembrete', 'Oi {nome')).toBe('Falta fechar a chave em “{nome”: escreva {nome}.');
  });

  it('passes every default template', () => {
    for (const [kind, body] of Object.entries(defaultTemplates))
      expect(templateProblem(kind as keyof typeof defaultTemplates, body)).toBeNull();
  });
});

describe('withoutGreeting', () => {
  it('leaves out the opening hello only', () => {
    expect(withoutGreeting(defaultTemplates.lembrete)).toMatch(/^Passando para lembrar/);
    expect(withoutGreeting(defaultTemplates.confirmacao)).toMatch(/^Sua sessão com/);
    expect(withoutGreeting('Olá, {nome}!\nAté já.')).toBe('Até já.');
    expect(withoutGreeting('Oláaa {nome}! Até já.')).toBe('Oláaa {nome}! Até já.');
    expect(withoutGreeting('Oi {nome} ✨\nAmanhã!')).toBe('Amanhã!');
    expect(withoutGreeting(defaultTemplates.aniversario)).toBe(defaultTemplates.aniversario);
  });
});
