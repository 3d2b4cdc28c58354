import { describe, expect, it } from 'vitest';
import { calculatorAvailability, type CalculatorEmployee } from './calculator-availability';

const health = { PL: 'Exent', isActive: true };
const lifeInsurance = { PL: 'Top', isActive: true };
// Laura's seeded figures: 42,000 € fixed salary, a 12,600 € flexible bag.
const laura: CalculatorEmployee = { fixedSalary: 4_200_000, flexibleBag: 1_260_000, products: [health, lifeInsurance] };

describe('calculatorAvailability (docs/product/benefits-and-simulation.md §2, docs/product/employee-portal.md §5 Calculator)', () => {
  it('runs with a fixed salary above the flexible bag', () => {
    expect(calculatorAvailability(laura)).toBe('available');
  });

  it('runs when the salary equals the bag, and not a cent below it', () => {
    expect(calculatorAvailability({ ...laura, fixedSalary: 1_260_000 })).toBe('available');
    expect(calculatorAvailability({ ...laura, fixedSalary: 1_259_999 })).toBe('unavailable');
  });

  it('is unavailable without a fixed salary, or with a zero one', () => {
    expect(calculatorAvailability({ ...laura, fixedSalary: null })).toBe('unavailable');
    expect(calculatorAvailability({ ...laura, fixedSalary: 0, flexibleBag: 0 })).toBe('unavailable');
  });

  it('is unavailable without bag data', () => {
    expect(calculatorAvailability({ ...laura, flexibleBag: null })).toBe('unavailable');
    expect(calculatorAvailability({ ...laura, fixedSalary: null, flexibleBag: null })).toBe('unavailable');
  });

  it('runs with a zero bag and a salary', () => {
    expect(calculatorAvailability({ ...laura, flexibleBag: 0 })).toBe('available');
  });

  it('is hidden, whatever the figures, without a tax-advantage product switched on', () => {
    expect(calculatorAvailability({ ...laura, products: [lifeInsurance] })).toBe('hidden');
    expect(calculatorAvailability({ ...laura, products: [{ ...health, isActive: false }] })).toBe('hidden');
    expect(calculatorAvailability({ fixedSalary: null, flexibleBag: null, products: [] })).toBe('hidden');
  });
});
