import { describe, expect, it } from 'vitest';
import { legalDocuments, legalLinkPath, legalPdfPath } from './legal-documents';

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

  it("link through the API, which picks the company's own PDF or the generic one (docs/product/back-office.md §6 Legal texts)", () => {
    expect(legalLinkPath('privacy', 'ca')).toBe('/api/legal-texts/privacy/ca/pdf');
    expect(legalLinkPath('cookies', 'pt')).toBe('/api/legal-texts/cookies/pt/pdf');
    expect(legalLinkPath('privacy', 'de')).toBe('/api/legal-texts/privacy/es/pdf');
  });
});
