import { describe, expect, it } from 'vitest';
import { answerKey } from './answer-key';

describe('answerKey', () => {
  it('replaces every dot of the question title with an underscore', () => {
    expect(answerKey('¿Fuma? Indique cigarrillos/día.')).toBe('¿Fuma? Indique cigarrillos/día_');
    expect(answerKey('Peso (kg.) y altura (m.)')).toBe('Peso (kg_) y altura (m_)');
    expect(answerKey('Sin puntos')).toBe('Sin puntos');
  });
});
