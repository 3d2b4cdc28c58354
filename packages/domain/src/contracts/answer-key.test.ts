import { describe, expect, it } from 'vitest';
import { answerKey, answersSubject } from './answer-key';

describe('answerKey', () => {
  it('replaces every dot of the question title with an underscore', () => {
    expect(answerKey('¿Fuma? Indique cigarrillos/día.')).toBe('¿Fuma? Indique cigarrillos/día_');
    expect(answerKey('Peso (kg.) y altura (m.)')).toBe('Peso (kg_) y altura (m_)');
    expect(answerKey('Sin puntos')).toBe('Sin puntos');
  });
});

describe('answersSubject', () => {
  const insured = [null, 41, 42];

  it('asks a health questionnaire of each insured person: the employee, or a family member', () => {
    expect(answersSubject('health-insurance', null, insured)).toBe('employee');
    expect(answersSubject('health-insurance', 42, insured)).toBe('42');
  });

  it('refuses a health questionnaire that names nobody, or someone the policy does not insure', () => {
    expect(answersSubject('health-insurance', undefined, insured)).toBeNull();
    expect(answersSubject('health-insurance', 7, insured)).toBeNull();
    expect(answersSubject('health-insurance', null, [41])).toBeNull();
  });

  it('asks other products once per contract, naming no one', () => {
    expect(answersSubject('formation', undefined, [null])).toBe('contract');
    expect(answersSubject('life-insurance', null, [null])).toBeNull();
  });
});
