import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/auth-helpers';
import { multipartFile } from '../../test/multipart';
import { pdfText } from '../../test/pdf-text';
import { createTestApp, TEST_TODAY, type TestApp } from '../../test/test-app';

const YEAR = 2027;
const conditions = '/api/admin/company/legal-texts/conditions/es';
const oneLine = (text: string) => text.replace(/\s+/g, ' ');
const ownConditions = 'Condiciones propias de Acme\n\nPrimera. Acme Seguros abona la retribución flexible en la nómina del mes siguiente.';

/**
 * The contract PDF carries the company's own conditions in the buyer's language, those in force when
 * the contract was signed (docs/decisions/422-a-signed-contract-keeps-the-conditions-it-was.md).
 */
describe("the contract PDF and the company's own conditions", () => {
  let t: TestApp;
  let laura: Record<string, string>;
  let acmeAdmin: Record<string, string>;
  let gymBenefitId: number;

  beforeAll(async () => {
    t = await createTestApp({}, () => TEST_TODAY);
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    acmeAdmin = await loginAs(t.app, 'acme', 'admin@acme.test');
    const gyms = (await t.app.inject({ method: 'GET', url: '/api/modalities/by-category/gym', headers: laura })).json() as { id: number }[];
    gymBenefitId = gyms[0]!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Puts one month of the gym in the cart and signs it; its contract id. */
  async function signGym(month: number): Promise<number> {
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: laura,
      payload: { year: YEAR, benefitId: gymBenefitId, items: [{ familyId: null, month, price: 3_990 }], details: {} },
    });
    if (cart.statusCode !== 201) throw new Error(cart.body);
    const id = (cart.json() as { id: number }).id;
    const purchase = await t.app.inject({ method: 'POST', url: '/api/contracts/purchase', headers: laura, payload: { ids: [id] } });
    expect(purchase.statusCode).toBe(200);
    return id;
  }
  const contractText = async (id: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/my-contracts/${id}/pdf`, headers: laura });
    expect(res.statusCode).toBe(200);
    return oneLine(await pdfText(res.rawPayload));
  };

  it('prints the generic conditions alone while the company has none of its own', async () => {
    const text = await contractText(await signGym(1));
    expect(text).toContain('El empleado renuncia a la parte de su salario en efectivo indicada');
    expect(text).not.toContain('Términos y condiciones del plan de retribución flexible');
  });

  it("prints the company's own conditions in the buyer's language, and a signed contract keeps them when they change", async () => {
    expect((await t.app.inject({ method: 'PUT', url: conditions, headers: acmeAdmin, payload: { body: ownConditions } })).statusCode).toBe(200);
    const signed = await signGym(2);
    const text = await contractText(signed);
    expect(text).toContain('El empleado renuncia a la parte de su salario en efectivo indicada');
    expect(text).toContain('Términos y condiciones del plan de retribución flexible Condiciones propias de Acme Primera. Acme Seguros abona');

    // The company writes new conditions: the signed contract keeps its own, the next one gets the new ones.
    const changed = 'Condiciones nuevas de Acme\n\nPrimera. Todo cambia.';
    expect((await t.app.inject({ method: 'PUT', url: conditions, headers: acmeAdmin, payload: { body: changed } })).statusCode).toBe(200);
    expect(await contractText(signed)).toContain('Condiciones propias de Acme');
    expect(await contractText(signed)).not.toContain('Condiciones nuevas de Acme');
    expect(await contractText(await signGym(3))).toContain('Condiciones nuevas de Acme Primera. Todo cambia.');

    // Back to the generic text: a contract signed before still carries what it was signed with.
    expect((await t.app.inject({ method: 'DELETE', url: conditions, headers: acmeAdmin })).statusCode).toBe(200);
    expect(await contractText(signed)).toContain('Condiciones propias de Acme');
    expect(await contractText(await signGym(4))).not.toContain('Condiciones');
  });

  it("carries the pages of conditions uploaded as a PDF after the contract's own", async () => {
    const own = await PDFDocument.create();
    own.addPage().drawText('Condiciones en PDF de Acme', { x: 50, y: 700, font: await own.embedFont(StandardFonts.Helvetica) });
    const file = multipartFile('condiciones.pdf', Buffer.from(await own.save()), 'application/pdf');
    const upload = await t.app.inject({ method: 'POST', url: `${conditions}/pdf`, headers: { ...acmeAdmin, ...file.headers }, payload: file.payload });
    expect(upload.statusCode).toBe(200);
    const id = await signGym(5);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/my-contracts/${id}/pdf`, headers: laura });
    const text = oneLine(await pdfText(pdf.rawPayload));
    expect(text.indexOf('El empleado renuncia')).toBeLessThan(text.indexOf('Condiciones en PDF de Acme'));
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBeGreaterThanOrEqual(2);
  });
});
