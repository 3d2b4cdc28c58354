import { describe, expect, it } from 'vitest';
import { monthlyPayslips, type MonthlyPayslips } from './monthly-payslips';
import { monthsOf, testInput } from './test-payslip-input';

function payslips(...args: Parameters<typeof testInput>): MonthlyPayslips {
  const result = monthlyPayslips(testInput(...args));
  if (!result) throw new Error('calculator unavailable');
  return result;
}

describe('monthlyPayslips', () => {
  it('is unavailable without a fixed salary, like the calculator', () => {
    expect(monthlyPayslips(testInput({ fixedSalary: null }, []))).toBeNull();
  });

  it('splits 30,000 € over twelve payslips at the year’s 16.42 % (docs/product/tax-rules.md §4)', () => {
    const year = payslips({}, []);
    expect(year.payslips).toHaveLength(12);
    for (const p of year.payslips) {
      expect(p.without).toMatchObject({ gross: 250_000, socialSecurity: 16_250, rate: 1_642, withholding: 41_050, net: 192_700 });
      expect(p.with).toEqual(p.without);
    }
    expect(year.totals.without).toMatchObject({ gross: 3_000_000, socialSecurity: 195_000, withholding: 492_600 });
  });

  it('pays 14 payments with the extras after June and December, without social security of their own', () => {
    const year = payslips({ paymentCount: 14 }, []);
    expect(year.payslips.map((p) => `${p.month}${p.kind === 'extra' ? '+' : ''}`)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '6+',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
      '12+',
    ]);
    const extra = year.payslips[6]!.without;
    expect(extra.socialSecurity).toBe(0);
    expect(extra.rate).toBe(1_642);
    expect(Math.abs(extra.gross - 3_000_000 / 14)).toBeLessThan(1);
    expect(year.totals.without).toMatchObject({ gross: 3_000_000, socialSecurity: 195_000, withholding: 492_600 });
  });

  it('takes the products from the cash pay of their own months, none from an extra payment', () => {
    const year = payslips({ paymentCount: 14 }, monthsOf('transport', 1, 12, 12_500));
    const june = year.payslips[5]!.with;
    expect(june.products).toEqual([{ category: 'transport', paid: 12_500, taxableInKind: 0 }]);
    expect(june.cash).toBe(june.gross - 12_500);
    expect(year.payslips[6]!.with.products).toEqual([]);
    expect(year.totals.with.paid).toBe(150_000);
  });

  it('regularises the rate from the month a product starts: transport from July on 30,000 €', () => {
    const year = payslips({}, monthsOf('transport', 7, 12, 25_000));
    // Jan–Jun at 16.42 %: 6 × 410.50 = 2,463.00 withheld. The year then foreseen: RETRIB 28,500,
    // IMPORTE 4,474.50 (TIPO 15.70); TIPOREG = (4,474.50 − 2,463.00) ÷ (28,500 − 15,000) = 14.90 %.
    expect(year.payslips.slice(0, 6).every((p) => p.with.rate === 1_642 && p.with.withholding === 41_050)).toBe(true);
    expect(year.payslips.map((p) => p.isRegularised)).toEqual([false, false, false, false, false, false, true, false, false, false, false, false]);
    for (const p of year.payslips.slice(6)) expect(p.with).toMatchObject({ cash: 225_000, rate: 1_490, withholding: 33_525 });
    expect(year.totals.with.withholding).toBe(447_450);
    expect(year.totals.with.withholding).toBe(year.simulation.with.withholding.amount);
    expect(year.overWithheld).toBe(0);
  });

  it('needs no regularisation for a product that ends mid-year: payroll knew its months', () => {
    const year = payslips({}, monthsOf('transport', 1, 6, 25_000));
    expect(year.payslips.every((p) => p.with.rate === year.simulation.with.withholding.rate && !p.isRegularised)).toBe(true);
    expect(year.payslips[6]!.with.products).toEqual([]);
  });

  it('imputes a rented car’s monthly in-kind value in the months it is had', () => {
    const car = { vehicleValue: 2_890_000, efficiency: 'hybrid' as const };
    const year = payslips({ fixedSalary: 4_500_000 }, monthsOf('renting', 4, 12, 39_000, { vehicle: car }));
    // 28,900 € × 20 % × (100 − 20) % ÷ 12 = 385.33 € a month (hybrid ≤ 35,000 €).
    expect(year.payslips[2]!.with.taxableInKind).toBe(0);
    for (const p of year.payslips.slice(3)) {
      expect(p.with.products).toEqual([{ category: 'renting', paid: 39_000, taxableInKind: 38_533 }]);
      expect(p.with.retrib).toBe(p.with.gross - 39_000 + 38_533);
    }
    expect(year.payslips[3]!.isRegularised).toBe(true);
  });

  it('spreads a product’s taxable excess over the months it is paid', () => {
    // Health 60 € a month: 720 € a year of which 500 € exempt, 220 € taxable, 18.33 € a month.
    const year = payslips({}, monthsOf('health-insurance', 1, 12, 6_000));
    expect(year.totals.with.taxableInKind).toBe(22_000);
    for (const p of year.payslips) expect(Math.abs(p.with.taxableInKind - 22_000 / 12)).toBeLessThan(1);
  });

  it('leaves what was withheld beyond the year to the annual return when the rate falls to 0', () => {
    // 20,000 € at 8.86 % until August; kindergarten from September brings RETRIB to 16,000 €, whose
    // BASE (16,000 − 1,300 − 2,000 − 7,302 = 5,398 €) is below the minimum of 5,550 €: IMPORTE 0.
    const year = payslips({ fixedSalary: 2_000_000 }, monthsOf('kindergarten', 9, 12, 100_000));
    expect(year.simulation.with.withholding.amount).toBe(0);
    expect(year.payslips.slice(8).every((p) => p.with.rate === 0 && p.with.withholding === 0)).toBe(true);
    const withheld = year.payslips.slice(0, 8).reduce((sum, p) => sum + p.with.withholding, 0);
    expect(withheld).toBe(118_133);
    expect(year.overWithheld).toBe(118_133);
    expect(year.totals.with.withholding - year.overWithheld).toBe(0);
  });
});
