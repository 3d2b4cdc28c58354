import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ca from '../../locales/ca.json';
import es from '../../locales/es.json';
import { i18n } from '../i18n/i18n';
import { renderWithProviders } from '../../test/render-with-providers';
import { LegalLinks } from './legal-links';

const hrefOf = (name: string) => screen.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href');

describe('LegalLinks', () => {
  it("links each document's PDF in the language shown", () => {
    renderWithProviders(<LegalLinks />);
    expect(hrefOf(es.legal.notice)).toBe('/api/legal-texts/notice/es/pdf');
    expect(hrefOf(es.legal.privacy)).toBe('/api/legal-texts/privacy/es/pdf');
    expect(hrefOf(es.legal.conditions)).toBe('/api/legal-texts/conditions/es/pdf');
    expect(hrefOf(es.legal.cookies)).toBe('/api/legal-texts/cookies/es/pdf');
  });

  it('follows a change of language', async () => {
    renderWithProviders(<LegalLinks />);
    await act(() => i18n.changeLanguage('ca'));
    expect(hrefOf(ca.legal.notice)).toBe('/api/legal-texts/notice/ca/pdf');
    expect(hrefOf(ca.legal.cookies)).toBe('/api/legal-texts/cookies/ca/pdf');
  });

  it("keeps the company's flags: the legal notice always, the others when the company shows them", () => {
    renderWithProviders(<LegalLinks flags={{ privacy: false, conditions: true, cookies: false }} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/api/legal-texts/notice/es/pdf',
      '/api/legal-texts/conditions/es/pdf',
    ]);
  });
});
