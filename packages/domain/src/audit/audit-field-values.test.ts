import { describe, expect, it } from 'vitest';
import { readAuditValue } from './audit-field-values';

describe('readAuditValue', () => {
  it('reads salaries and bags stored in cents as money', () => {
    expect(readAuditValue('fixedSalary', 3_600_000)).toEqual({ type: 'money', cents: 3_600_000 });
    expect(readAuditValue('userBag', 0)).toEqual({ type: 'money', cents: 0 });
  });

  it('reads a company bag stored as JSON as a percent or an amount, whatever the order of its keys', () => {
    expect(readAuditValue('companyBag', '{"basisPoints":500,"kind":"percent"}')).toEqual({ type: 'percent', percent: 5 });
    expect(readAuditValue('companyBag', '{"kind":"percent","basisPoints":1250}')).toEqual({ type: 'percent', percent: 12.5 });
    expect(readAuditValue('companyBag', '{"kind":"amount","cents":120000}')).toEqual({ type: 'money', cents: 120_000 });
  });

  it('names a status, a password link and a language by a label key, never by its code', () => {
    expect(readAuditValue('status', 'cancelled')).toEqual({ type: 'labels', keys: ['audit.values.status.cancelled'] });
    expect(readAuditValue('via', 'welcome-link')).toEqual({ type: 'labels', keys: ['audit.values.via.welcome-link'] });
    expect(readAuditValue('password', 'new')).toEqual({ type: 'labels', keys: ['audit.values.password.new'] });
    expect(readAuditValue('language', 'ca')).toEqual({ type: 'labels', keys: ['common.languages.ca'] });
    expect(readAuditValue('languages', '["es","ca"]')).toEqual({ type: 'labels', keys: ['common.languages.es', 'common.languages.ca'] });
    expect(readAuditValue('languages', 'es,pt')).toEqual({ type: 'labels', keys: ['common.languages.es', 'common.languages.pt'] });
  });

  it('keeps booleans, dates and texts per language as what they are, and empties as empty', () => {
    expect(readAuditValue('active', false)).toEqual({ type: 'boolean', value: false });
    expect(readAuditValue('uploadedAt', '2026-11-20T10:00:00.000Z')).toEqual({ type: 'date', iso: '2026-11-20T10:00:00.000Z' });
    expect(readAuditValue('privacyText', '{"ca":"Text","es":"Texto"}')).toEqual({
      type: 'localizedText',
      texts: [
        { language: 'ca', text: 'Text' },
        { language: 'es', text: 'Texto' },
      ],
    });
    expect(readAuditValue('BAN', null)).toEqual({ type: 'empty' });
    expect(readAuditValue('companyBag', '')).toEqual({ type: 'empty' });
  });

  it('shows a value that does not fit its kind, or a field of no kind, as stored', () => {
    expect(readAuditValue('status', 'archived')).toEqual({ type: 'text', text: 'archived' });
    expect(readAuditValue('companyBag', 'not json')).toEqual({ type: 'text', text: 'not json' });
    expect(readAuditValue('fixedSalary', 12.5)).toEqual({ type: 'text', text: '12.5' });
    expect(readAuditValue('costCenter', 'CC-1')).toEqual({ type: 'text', text: 'CC-1' });
    expect(readAuditValue('movedUsers', 3)).toEqual({ type: 'text', text: '3' });
  });
});
