import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '../i18n/languages';
import { IMPORT_EXAMPLE_EMAIL, importExampleRows, isImportExampleRow } from './import-example';
import { importRowToRecord } from './import-row';

const noReferences = { collectives: new Map(), offices: new Map(), legalEntities: new Map() };

describe('the import template’s example row', () => {
  it('is a valid record in every language, as a person fills one in', () => {
    for (const lang of supportedLanguages) {
      const { record, errors } = importRowToRecord(importExampleRows[lang], noReferences);
      expect(errors).toEqual([]);
      expect(record).toMatchObject({ email: IMPORT_EXAMPLE_EMAIL, fixedSalary: 3_600_000, companyBag: { kind: 'percent', basisPoints: 500 } });
    }
  });

  it('is told by its e-mail, whatever its case and spaces, and nothing else is', () => {
    expect(isImportExampleRow(' Ana.Ejemplo@Example.com ')).toBe(true);
    expect(isImportExampleRow('ana.ejemplo@acme.test')).toBe(false);
    expect(isImportExampleRow(undefined)).toBe(false);
  });
});
