import { describe, expect, it } from 'vitest';
import { productAggregateStatus, productAggregateStatuses } from './aggregate-status';
import { benefitsOf, entry } from './test-fixtures';

const benefits = benefitsOf(
  { id: 10 },
  { id: 20, questionnaire: { enabled: true, type: 'upload' } },
  { id: 30, questionnaire: { enabled: true, type: 'telephone' } },
);

describe('productAggregateStatus (docs/product/employee-portal.md §4 priority)', () => {
  it('is non-simulated without any entry of the category', () => {
    expect(productAggregateStatus('food', [], benefits)).toBe('non-simulated');
    expect(productAggregateStatus('food', [entry({ category: 'gym' })], benefits)).toBe('non-simulated');
  });

  it('a contracted and signed contract is contracted', () => {
    expect(productAggregateStatus('food', [entry()], benefits)).toBe('contracted');
  });

  it('cancelled (signed) beats contracted', () => {
    expect(productAggregateStatus('food', [entry(), entry({ id: 2, status: 'cancelled' })], benefits)).toBe('cancelled');
  });

  it('pending (signed) is pending review and beats cancelled', () => {
    expect(productAggregateStatus('food', [entry({ status: 'cancelled' }), entry({ id: 2, status: 'pending' })], benefits)).toBe('pending-review');
  });

  it('any contracted, pending or cancelled contract not signed is pending signature, above review', () => {
    for (const status of ['contracted', 'pending', 'cancelled'] as const) {
      expect(productAggregateStatus('food', [entry({ status: 'pending' }), entry({ id: 2, status, signed: false })], benefits)).toBe('pending-signature');
    }
  });

  it('a cart item is pending cart, above pending signature', () => {
    expect(productAggregateStatus('food', [entry({ signed: false }), entry({ id: 2, status: 'cart', signed: false })], benefits)).toBe('pending-cart');
  });

  it('a cart item missing its documents comes first', () => {
    const missing = entry({ id: 3, category: 'formation', status: 'cart', signed: false });
    const complete = entry({ id: 4, category: 'formation', status: 'cart', signed: false, additionalInfo: { centerName: 'ESIC' } });
    expect(productAggregateStatus('formation', [complete, missing], benefits)).toBe('missing-document');
    expect(productAggregateStatus('formation', [complete], benefits)).toBe('pending-cart');
  });

  it('reads the questionnaire of the benefit: a telephone one asks for no documents', () => {
    const upload = entry({ benefitId: 20, status: 'cart', signed: false });
    const telephone = entry({ benefitId: 30, status: 'cart', signed: false });
    expect(productAggregateStatus('food', [upload], benefits)).toBe('missing-document');
    expect(productAggregateStatus('food', [telephone], benefits)).toBe('pending-cart');
  });

  it('documentation disabled on the contract: never missing documents', () => {
    expect(productAggregateStatus('formation', [entry({ category: 'formation', status: 'cart', disableDocumentation: true })], benefits)).toBe('pending-cart');
  });

  it('an unknown benefit has no questionnaire, but formation still asks for its info', () => {
    expect(productAggregateStatus('food', [entry({ benefitId: 99, status: 'cart' })], benefits)).toBe('pending-cart');
    expect(productAggregateStatus('formation', [entry({ benefitId: 99, category: 'formation', status: 'cart' })], benefits)).toBe('missing-document');
  });

  it('health insurance looks at each beneficiary', () => {
    const health = entry({
      benefitId: 20,
      category: 'health-insurance',
      status: 'cart',
      items: [{ familyId: null }, { familyId: 7 }],
      additionalInfo: { employee: { answers: 1 } },
    });
    expect(productAggregateStatus('health-insurance', [health], benefits)).toBe('missing-document');
    expect(productAggregateStatus('health-insurance', [{ ...health, additionalInfo: { employee: { a: 1 }, 7: { a: 2 } } }], benefits)).toBe('pending-cart');
  });
});

describe('productAggregateStatuses', () => {
  it('gives each category its status, in order', () => {
    const entries = [entry(), entry({ id: 2, category: 'transport', signed: false }), entry({ id: 3, category: 'formation', status: 'pending' })];
    expect([...productAggregateStatuses(['food', 'transport', 'formation', 'gym'], entries, benefits)]).toEqual([
      ['food', 'contracted'],
      ['transport', 'pending-signature'],
      ['formation', 'pending-review'],
      ['gym', 'non-simulated'],
    ]);
  });
});
