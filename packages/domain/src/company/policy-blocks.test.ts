import { describe, expect, it } from 'vitest';
import { policyBlocks } from './policy-blocks';

describe('policyBlocks: a policy stored as plain text, read as headings, paragraphs and labelled lists', () => {
  it('splits paragraphs on blank lines; a short first line without final punctuation heads its block', () => {
    const text =
      'Texto de demostración — Acme debe sustituirlo.\n\n1. Responsable\nAcme Seguros S.A., NIF A28000001.\n\n6. Conservación\nMientras dure la relación.\nDespués, bloqueados.';
    expect(policyBlocks(text)).toEqual([
      { lines: [{ text: 'Texto de demostración — Acme debe sustituirlo.' }] },
      { heading: '1. Responsable', lines: [{ text: 'Acme Seguros S.A., NIF A28000001.' }] },
      { heading: '6. Conservación', lines: [{ text: 'Mientras dure la relación.' }, { text: 'Después, bloqueados.' }] },
    ]);
  });

  it('reads a block whose every line is "Label: value" as a labelled list', () => {
    const text = 'Información básica\nResponsable: Acme Seguros S.A.\nFinalidades: gestionar tu plan.';
    expect(policyBlocks(text)).toEqual([
      {
        heading: 'Información básica',
        lines: [
          { label: 'Responsable', text: 'Acme Seguros S.A.' },
          { label: 'Finalidades', text: 'gestionar tu plan.' },
        ],
      },
    ]);
    // One "a) Purpose: …" line among unlabelled ones is not a list.
    expect(policyBlocks('Finalidades\na) Gestionar tu plan: simulaciones.\nb) Aplicar en tu nómina.')[0]!.lines.every((line) => !line.label)).toBe(true);
  });

  it('keeps a text written as one paragraph whole, whatever its punctuation', () => {
    expect(policyBlocks('  Acme trata tus datos para gestionar tu plan  ')).toEqual([{ lines: [{ text: 'Acme trata tus datos para gestionar tu plan' }] }]);
    expect(policyBlocks('\n\n')).toEqual([]);
  });
});
