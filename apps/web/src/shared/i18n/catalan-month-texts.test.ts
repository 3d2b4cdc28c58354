import { describe, expect, it } from 'vitest';
import { monthName, monthYearName } from '../../features/benefits/lib/month-names';
import { i18n } from './i18n';

const months = Array.from({ length: 12 }, (_, i) => i + 1);
const elided = new Set([4, 8, 10]); // abril, agost, octubre

/** The Catalan texts where a month name follows "de", as i18next interpolates them. */
describe('a Catalan month after "de" (el mes d’octubre, not de octubre)', () => {
  it('elides before abril, agost and octubre, in every text that puts a month after "de", over the twelve months', async () => {
    await i18n.changeLanguage('ca');
    await i18n.loadNamespaces(['app']);
    for (const month of months) {
      const name = monthName(month, 'ca', { asLabel: false });
      const withYear = monthYearName(month, 2027, 'ca');
      const of = (text: string) => (elided.has(month) ? `d’${text}` : `de ${text}`);
      expect(i18n.t('benefits.tickets.chargedIn', { month: withYear })).toBe(`Es cobra el mes ${of(withYear)}.`);
      expect(i18n.t('benefits.kindergarten.turnsThree', { name: 'Pau', month: name })).toContain(`fa 3 anys el mes ${of(name)}:`);
      expect(i18n.t('wizards.policy.period', { count: 2, from: withYear, to: 'desembre del 2027' })).toBe(`2 mesos, ${of(withYear)} a desembre del 2027.`);
    }
    expect(i18n.t('benefits.tickets.chargedIn', { month: monthYearName(10, 2027, 'ca') })).toBe('Es cobra el mes d’octubre del 2027.');
  });

  it('leaves the other languages as they were', async () => {
    await i18n.changeLanguage('es');
    expect(i18n.t('benefits.tickets.chargedIn', { month: monthYearName(10, 2027, 'es') })).toBe('Se cobra en octubre de 2027.');
  });
});
