import { describe, expect, it } from 'vitest';
import { legalDocuments, legalPdfPath } from './legal-documents';

describe('the legal PDFs (docs/product/employee-portal.md §2 Login)', () => {
  it('are four documents, one PDF per language', () => {
    expect(legalDocuments).toEqual(['notice', 'privacy', 'conditions', 'cookies']);
    expect(legalPdfPath('privacy', 'ca')).toBe('/assets/legal/ca/privacy.pdf');
    expect(legalPdfPath('notice', 'pt')).toBe('/assets/legal/pt/notice.pdf');
  });

  it('falls back to Spanish for a language the portal does not have', () => {
    expect(legalPdfPath('cookies', 'de')).toBe('/assets/legal/es/cookies.pdf');
    expect(legalPdfPath('conditions', 'pt-BR')).toBe('/assets/legal/es/conditions.pdf');
  });
});
