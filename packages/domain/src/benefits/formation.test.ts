import { describe, expect, it } from 'vitest';
import { assertFormationItems, needsInvoiceAlert } from './formation';
import { formationInfoSchema } from './formation-info-schema';

describe('assertFormationItems', () => {
  const one = [{ familyId: null, month: 9, price: 120_000 }];
  const two = [...one, { familyId: null, month: 10, price: 10_000 }];

  it('accepts one yearly amount, or monthly amounts', () => {
    expect(assertFormationItems(one, 'yearly')).toBe('yearly');
    expect(assertFormationItems(two, 'monthly')).toBe('monthly');
  });

  it('refuses a missing payment frequency and a yearly payment split in months', () => {
    expect(() => assertFormationItems(one, undefined)).toThrow(
      expect.objectContaining({ code: 'FORMATION_PAYMENT_FREQ', params: { field: 'details.paymentFreq' } }),
    );
    expect(() => assertFormationItems(two, 'yearly')).toThrow(expect.objectContaining({ code: 'FORMATION_PAYMENT_FREQ', params: { field: 'items', max: 1 } }));
  });

  it('raises the attach-invoice alert when paid monthly', () => {
    expect(needsInvoiceAlert('monthly')).toBe(true);
    expect(needsInvoiceAlert('yearly')).toBe(false);
  });
});

describe('formationInfoSchema (docs/product/benefits-and-simulation.md §5 Formation)', () => {
  const valid = {
    centerName: 'Academia',
    course: 'Inglés B2',
    phoneContact: '910000000',
    invoices: [{ name: 'abc.pdf', originalFilename: 'factura.pdf' }],
    paymentFreq: 'monthly',
  };

  it('accepts complete info', () => {
    expect(formationInfoSchema.safeParse(valid).success).toBe(true);
  });

  it('requires every field and one invoice, with message keys', () => {
    const result = formationInfoSchema.safeParse({ ...valid, centerName: '', course: undefined, invoices: [], paymentFreq: 'weekly' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['centerName', 'validation.required'],
      ['course', 'validation.required'],
      ['invoices', 'validation.required'],
      ['paymentFreq', 'validation.required'],
    ]);
    expect(formationInfoSchema.safeParse({ ...valid, phoneContact: undefined }).success).toBe(false);
  });
});
