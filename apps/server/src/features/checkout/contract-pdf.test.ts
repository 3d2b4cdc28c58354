import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text';
import { checkoutTexts } from './checkout-texts';
import { contractPdf, type ContractPdfInput } from './contract-pdf';

const health = {
  name: 'Sanitas Más Salud',
  effective: '1 de gener del 2027',
  facts: [],
  price: 12_000,
  contributedPrice: 0,
  items: [
    { beneficiary: 'Titular', cover: 'Sanitas Más Salud', month: 1, price: 5_000, contributedPrice: 0 },
    { beneficiary: 'Hugo Martín', cover: 'Sanitas Dental', month: 1, price: 1_000, contributedPrice: 0 },
  ],
};

function catalanContract(products: ContractPdfInput['products']): ContractPdfInput {
  return {
    texts: checkoutTexts('ca'),
    locale: 'ca-ES',
    company: 'Acme Assegurances',
    taxId: 'A12345674',
    legalEntity: 'Acme Seguros S.A.',
    employee: { fullName: 'Laura Martín Pérez', personalId: '12345678Z' },
    acceptedOn: null,
    products,
    summary: [],
    savings: [],
  };
}

describe('the contract PDF', () => {
  it('prints Catalan whole: the apostrophe of "l’empleat", no question marks', async () => {
    const text = await pdfText(await contractPdf(catalanContract([health])));
    expect(text).toContain('Contracte de retribució flexible');
    expect(text).toMatch(/L’empleat renuncia/);
    expect(text).not.toMatch(/L\?empleat|\?\?/);
  });

  it("names each item's cover, the dental supplementary included, and writes the effective date out", async () => {
    const text = await pdfText(await contractPdf(catalanContract([health])));
    expect(text).toContain('Sanitas Dental');
    expect(text).toContain('Hugo Martín');
    expect(text).toContain('Data d’efecte: 1 de gener del 2027');
    // The conditions no longer promise a date of their own beside the effective date.
    expect(text).not.toContain('el dia 1 del mes següent a l’acceptació');
  });

  it("prints the facts it is given: a life policy's capitals", async () => {
    const life = { ...health, name: 'Vida', items: [], facts: [{ label: 'Capital de defunció', value: '50.000,00 €' }] };
    const text = await pdfText(await contractPdf(catalanContract([life])));
    expect(text).toContain('Capital de defunció: 50.000,00 €');
  });

  it("states the employer's tax ID, the acceptance date, the grand total and the plan's saving with its year's rules", async () => {
    const input = {
      ...catalanContract([health]),
      acceptedOn: '2 de desembre del 2026',
      summary: [
        { label: 'Import total dels productes', value: '120,00 €' },
        { label: 'Salari en efectiu al qual renuncia l’empleat', value: '120,00 €' },
      ],
      savings: [{ label: 'Estalvi estimat d’IRPF del pla 2027', value: '41,20 € l’any', note: 'Calculat amb les normes fiscals del 2026.' }],
    };
    const text = await pdfText(await contractPdf(input));
    expect(text).toContain('NIF: A12345674');
    expect(text).toContain('Data d’acceptació: 2 de desembre del 2026');
    expect(text).toContain('Import total dels productes: 120,00 €');
    expect(text).toContain('Estalvi estimat d’IRPF del pla 2027: 41,20 € l’any');
    expect(text).toContain('Calculat amb les normes fiscals del 2026.');
    expect(await pdfText(await contractPdf(catalanContract([health])))).toContain('Data d’acceptació: pendent');
  });

  it('runs onto a second page when the items do not fit one', async () => {
    const items = Array.from({ length: 120 }, (_, i) => ({ ...health.items[0]!, month: (i % 12) + 1 }));
    const pdf = await contractPdf(catalanContract([{ ...health, items }]));
    expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThan(1);
    expect((await pdfText(pdf)).match(/Sanitas Más Salud/g)?.length).toBe(121);
  });
});
