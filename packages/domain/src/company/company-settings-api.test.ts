import { describe, expect, it } from 'vitest';
import { colorWarningsOf, companySettingsInputSchema, isMaintenanceConfirmed } from './company-settings-api';

const valid = {
  name: 'Acme Seguros',
  brand: 'AXA',
  isSpecialBrand: false,
  colorBar: '#00205B',
  colorTitles: '#00205b',
  color: '#0b5fd3',
  languages: ['es', 'en'],
  alertDays: 30,
  cutOffDay: 20,
  companyBag: null,
  hideCompensation: false,
  hideSocialSecurityInCompensation: false,
  legalLinks: { privacy: true, conditions: false, cookies: true },
  cookieConsentMandatory: true,
  helpEmail: ' ',
  privacyText: { es: 'Texto', ca: '  ' },
  privacyDetail: {},
};

describe('the company settings schema', () => {
  it('stores colours in lower case, a blank help e-mail as none, and drops blank privacy texts', () => {
    expect(companySettingsInputSchema.parse(valid)).toMatchObject({ colorBar: '#00205b', helpEmail: null, privacyText: { es: 'Texto' } });
  });

  it.each([
    ['languages', []],
    ['languages', ['es', 'es']],
    ['languages', ['fr']],
    ['alertDays', -1],
    ['alertDays', 366],
    ['cutOffDay', 0],
    ['cutOffDay', 32],
    ['cutOffDay', 1.5],
    ['colorBar', '#abc'],
    ['helpEmail', 'ayuda'],
    ['name', '   '],
    ['companyBag', { kind: 'percent', basisPoints: 10_001 }],
    ['companyBag', { kind: 'amount', cents: -1 }],
    ['companyBag', { kind: 'amount', cents: 1.5 }],
  ])('refuses %s = %j on that field', (field, value) => {
    const result = companySettingsInputSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path[0]).toBe(field);
  });

  it('refuses a field it does not know (maintenance has its own route)', () => {
    expect(companySettingsInputSchema.safeParse({ ...valid, maintenance: true }).success).toBe(false);
  });
});

describe('colour warnings', () => {
  it('warns for a light bar and light titles, not for dark ones', () => {
    expect(colorWarningsOf({ colorBar: '#00205b', colorTitles: '#00205b' })).toEqual([]);
    expect(colorWarningsOf({ colorBar: '#ffcc00', colorTitles: '#aaaaaa' })).toEqual(['colorBarLowContrast', 'colorTitlesLowContrast']);
  });
});

describe('maintenance confirmation', () => {
  it('asks for the subdomain to turn it on, in any case, and nothing to turn it off', () => {
    expect(isMaintenanceConfirmed({ maintenance: true }, 'acme')).toBe(false);
    expect(isMaintenanceConfirmed({ maintenance: true, confirmSlug: 'globex' }, 'acme')).toBe(false);
    expect(isMaintenanceConfirmed({ maintenance: true, confirmSlug: ' ACME ' }, 'acme')).toBe(true);
    expect(isMaintenanceConfirmed({ maintenance: false }, 'acme')).toBe(true);
  });
});
