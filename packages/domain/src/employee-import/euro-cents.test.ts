import { describe, expect, it } from 'vitest';
import { decimalTextOf, parseEuroCents } from './euro-cents';

describe('parseEuroCents', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234.56', 123456],
    ['1,234.56', 123456],
    ['1234,56', 123456],
    ['1 234,56 €', 123456],
    ['1.234.567,8', 123456780],
    ['1.234', 123400],
    ['1,234', 123400],
    ['35000', 3500000],
    ['0,29', 29],
    ['0.1', 10],
    ['-12,5', -1250],
    ['+7', 700],
    ['0', 0],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parseEuroCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '12,345,6', '1.2345', '12,3,4', '1..2', '€', '1,2.3', '12a', '1.23.45', '99999999999999999999'])('refuses %j', (text) => {
    expect(parseEuroCents(text)).toBeNull();
  });

  it('never rounds through a float: every cent from 0 to 10 € reads back exactly', () => {
    for (let cents = 0; cents <= 1000; cents++) {
      const text = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
      expect(parseEuroCents(text)).toBe(cents);
    }
  });
});

describe('decimalTextOf', () => {
  it('keeps the decimal a spreadsheet shows, and shifts a percent', () => {
    expect(decimalTextOf(1234.56)).toBe('1234.56');
    expect(parseEuroCents(decimalTextOf(0.29))).toBe(29);
    expect(decimalTextOf(0.055, 2)).toBe('5.5');
    expect(decimalTextOf(0.05, 2)).toBe('5');
    expect(decimalTextOf(1, 2)).toBe('100');
  });
});
