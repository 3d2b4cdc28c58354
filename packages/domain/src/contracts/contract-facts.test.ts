import { describe, expect, it } from 'vitest';
import { taxYears } from '../tax/tax-years';
import { contractFacts } from './contract-facts';

describe('contractFacts', () => {
  it("names a life policy's capitals", () => {
    expect(contractFacts('life-insurance', 2027, { death: 5_000_000, disability: 3_000_000, startDate: '2027-01-01' }, taxYears)).toEqual([
      { kind: 'money', key: 'death', cents: 5_000_000 },
      { kind: 'money', key: 'disability', cents: 3_000_000 },
    ]);
  });

  it('names the life-axa covers taken, leaving out those at zero', () => {
    expect(contractFacts('life-insurance-axa', 2027, { fallcc: 3_500_000, falla: 0, ipacc: 2_000_000 }, taxYears)).toEqual([
      { kind: 'money', key: 'fallcc', cents: 3_500_000 },
      { kind: 'money', key: 'ipacc', cents: 2_000_000 },
    ]);
  });

  it('gives a renting its term, fee, vehicle value and the value in kind the card shows (28 900 € hybrid, 30 % private use: 115.60 €)', () => {
    const details = { feeWithVAT: 39_000, feeWithoutVAT: 32_231, vehicleValue: 2_890_000, years: 3, privateUse: 30, efficiency: 'hybrid' };
    expect(contractFacts('renting', 2027, details, taxYears)).toEqual([
      { kind: 'years', key: 'rentingTerm', years: 3 },
      { kind: 'money', key: 'rentingFee', cents: 39_000 },
      { kind: 'money', key: 'vehicleValue', cents: 2_890_000 },
      { kind: 'money', key: 'inKindMonthly', cents: 11_560 },
    ]);
  });

  it("keeps the value in kind the contract was priced with, whatever the year's rules say later", () => {
    const details = { feeWithVAT: 39_000, vehicleValue: 2_890_000, privateUse: 30, efficiency: 'hybrid', inKindMonthly: 12_345 };
    const doubled = { ...taxYears, 2027: { ...taxYears[2026]!, year: 2027, rentingInKind: { ...taxYears[2026]!.rentingInKind, percentOfValue: 40 } } };
    expect(contractFacts('renting', 2027, details, doubled)).toContainEqual({ kind: 'money', key: 'inKindMonthly', cents: 12_345 });
    const { inKindMonthly: _, ...unpriced } = details;
    expect(contractFacts('renting', 2027, unpriced, doubled)).toContainEqual({ kind: 'money', key: 'inKindMonthly', cents: 23_120 });
  });

  it('has nothing to add for the categories whose rows say it all', () => {
    expect(contractFacts('food', 2027, { vouchers: [] }, taxYears)).toEqual([]);
    expect(contractFacts('renting', 2027, null, taxYears)).toEqual([]);
  });
});
