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
    expect(hrefOf(es.legal.notice)).toBe('/assets/legal/es/notice.pdf');
    expect(hrefOf(es.legal.privacy)).toBe('/assets/legal/es/privacy.pdf');
    expect(hrefOf(es.legal.conditions)).toBe('/assets/legal/es/conditions.pdf');
    expect(hrefOf(es.legal.cookies)).toBe('/assets/legal/es/cookies.pdf');
  });

  it('follows a change of language', async () => {
    renderWithProviders(<LegalLinks />);
    await act(() => i18n.changeLanguage('ca'));
    expect(hrefOf(ca.legal.notice)).toBe('/assets/legal/ca/notice.pdf');
    expect(hrefOf(ca.legal.cookies)).toBe('/assets/legal/ca/cookies.pdf');
  });

  it("keeps the company's flags: the legal notice always, the others when the company shows them", () => {
    renderWithProviders(<LegalLinks flags={{ privacy: false, conditions: true, cookies: false }} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/assets/legal/es/notice.pdf', '/assets/legal/es/conditions.pdf']);
  });

  it("opens the company's own PDF of a document in the languages it has one in, the generic one in the others", async () => {
    renderWithProviders(<LegalLinks own={{ notice: [], privacy: ['ca'], conditions: ['es', 'ca'], cookies: [] }} />);
    await act(() => i18n.changeLanguage('es'));
    expect(hrefOf(es.legal.privacy)).toBe('/assets/legal/es/privacy.pdf');
    expect(hrefOf(es.legal.conditions)).toBe('/api/legal-texts/conditions/es/pdf');
    await act(() => i18n.changeLanguage('ca'));
    expect(hrefOf(ca.legal.privacy)).toBe('/api/legal-texts/privacy/ca/pdf');
    expect(hrefOf(ca.legal.notice)).toBe('/assets/legal/ca/notice.pdf');
  });
});
