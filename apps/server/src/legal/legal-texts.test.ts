import { supportedLanguages } from '@flexplan/domain';
import { legalDocuments } from '@flexplan/domain/company/legal-documents';
import { describe, expect, it } from 'vitest';
import { blankParties } from './demo-marking';
import { fill, type LegalParties } from './legal-text';
import { legalText, privacyPolicy } from './legal-texts';

const acme: LegalParties = {
  company: 'Acme Seguros',
  legalEntity: 'Acme Seguros S.A.',
  taxId: 'A28000001',
  address: 'Paseo de la Castellana 200, 28046 Madrid',
  registry: 'Registro Mercantil de Madrid, tomo 1000, folio 1, hoja M-000001',
  email: 'ayuda@acme.test',
  privacyEmail: 'privacidad@acme.test',
  dpoEmail: 'dpo@acme.test',
};

describe('the demo legal texts', () => {
  it('say the same in every language: the same sections, every placeholder filled', () => {
    for (const document of legalDocuments) {
      const shape = (language: (typeof supportedLanguages)[number]) => {
        const text = legalText(document, language, blankParties[language]);
        return [text.summary?.map((s) => s.paragraphs.length), text.sections.map((s) => s.paragraphs.length)];
      };
      for (const language of supportedLanguages) {
        expect(shape(language), `${document} in ${language}`).toEqual(shape('es'));
        const { banner, title, summary = [], sections } = legalText(document, language, blankParties[language]);
        const words = [banner, title, ...[...summary, ...sections].flatMap((s) => [s.heading, ...s.paragraphs])];
        expect(words.filter((text) => /[{}]/.test(text))).toEqual([]);
      }
    }
  });

  it('refuses a placeholder it does not know, rather than printing it', () => {
    expect(() => fill('Contacto: {phone}', acme)).toThrow(/\{phone\}/);
  });

  it("gives a company its privacy policy in its languages only, marked as the company's to replace", () => {
    const { privacyText, privacyDetail } = privacyPolicy(['es', 'ca', 'en'], acme);
    expect(Object.keys(privacyText)).toEqual(['es', 'ca', 'en']);
    expect(privacyText.es).toMatch(/^Texto de demostración — Acme Seguros debe sustituirlo por el suyo propio\.\n\nInformación básica/);
    expect(privacyText.ca).toMatch(/^Text de demostració — Acme Seguros l’ha de substituir pel seu propi\./);
    expect(privacyText.en).toContain('Controller: Acme Seguros S.A. (“the Company”).');
    // The detail: controller and DPO, purposes with payroll, insurers, retention, rights and the AEPD.
    expect(privacyDetail.es).toContain('Acme Seguros S.A., NIF A28000001, con domicilio en Paseo de la Castellana 200, 28046 Madrid.');
    for (const fact of ['dpo@acme.test', 'privacidad@acme.test', 'nómina', 'aseguradoras', 'seis años', 'www.aepd.es'])
      expect(privacyDetail.es).toContain(fact);
    expect(privacyDetail.en).toMatch(/^1\. Controller and data protection officer\n/);
  });
});
