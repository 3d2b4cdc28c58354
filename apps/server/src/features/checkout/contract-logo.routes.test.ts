import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf, loginAs } from '../../test/auth-helpers';
import { captureLogs, type LogLine } from '../../test/capture-logs';
import { multipartFile } from '../../test/multipart';
import { pdfImages, type PdfImage } from '../../test/pdf-images';
import { pdfText } from '../../test/pdf-text';
import { oneRow } from '../../test/sql-rows';
import { createTestApp, type TestApp } from '../../test/test-app';

type Headers = Record<string, string>;

/** Made with ImageMagick: a red 30 × 10 JPEG and GIF with a white square, a blue 40 × 20 PNG and a blue 2000 × 1000 one. */
const jpeg30x10 = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAKAB4DASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAABQcI/8QAJBAAAQMEAQUAAwAAAAAAAAAAAQIDBQAEBhEHEhMUITFhgZH/xAAXAQADAQAAAAAAAAAAAAAAAAABAwUH/8QAIBEBAAEEAgIDAAAAAAAAAAAAAQIAAwQhBRESIjFx8P/aAAwDAQACEQMRAD8AkFaV4f4yxHIOO4mTmInyL5/vdx3yXkdXS8tI9JWAPSQPlZqpmPynII20btI6dlbS1b30MsXjjaE7JJ0kHQ9kn91DxWJN8jvVapzkbsscLU2D5fJ9OtJVj594/wAZxXD7O+gIzxLpy/Qypffdc2gtuEjSlEfUj+VA6Vlcjm5e3SxLTElfMJV1pbubpbqQrRGwFEjeiff5NFUMhGfqdUzho3I4wXZsnt2/mv/Z',
  'base64',
);
const gif30x10 = Buffer.from('R0lGODlhHgAKAPABAMAAAP///yH5BAAAAAAALAAAAAAeAAoAAAIdhI+py+2Pgpw0wFXzVbnu1FFfFErjUZonkFrrCxQAOw==', 'base64');
const png40x20 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAACgAAAAUAQMAAADFiO34AAAAA1BMVEUAQMDMZ7BvAAAADElEQVQI12NgGBgAAAB4AAHa7aJXAAAAAElFTkSuQmCC', 'base64');
const png2000x1000 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAB9AAAAPoAQMAAAC8kPfpAAAAA1BMVEUAQMDMZ7BvAAABCklEQVR42u3BAQ0AAADCoPdPbQ8HFAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAwLcB1KUAAeq0Fz8AAAAASUVORK5CYII=',
  'base64',
);
/**
 * Accepted by the upload, which checks the first bytes only: a PNG cut after its header, one whose
 * header claims billions of pixels, and a GIF cut after its header.
 */
const cutPng = png40x20.subarray(0, 33);
const hugePng = Buffer.concat([png40x20.subarray(0, 16), Buffer.from('not an image at all')]);
const cutGif = gif30x10.subarray(0, 20);

/** The box the logo is fitted into, in points (pdf/logo-image.ts), and the page's height. */
const BOX = { width: 160, height: 48 };
const PAGE_HEIGHT = 842;

/**
 * The contract PDF carries the company's logo at the top of its first page, fitted into a fixed
 * box with the logo's proportions, whatever the logo's format: the demo's SVG files, and the PNG,
 * JPEG and GIF an administrator uploads (docs/decisions/047-the-contract-pdf-draws-the-logo.md). A logo
 * that cannot be read leaves the PDF without it, and says so once in the log.
 */
describe("the contract PDF's logo", () => {
  let t: TestApp;
  let logs: LogLine[];
  let laura: Headers;
  let admin: Headers;
  let contractId: number;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    logs = captureLogs(t.app);
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
    admin = await loginAs(t.app, 'acme', 'admin@acme.test');
    const contracts = (await t.app.inject({ method: 'GET', url: '/api/my-contracts', headers: laura })).json() as { id: number }[];
    contractId = contracts[0]!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const myContractPdf = async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/my-contracts/${contractId}/pdf`, headers: laura });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };
  const uploadLogo = async (filename: string, data: Buffer) => {
    const file = multipartFile(filename, data);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/company/logo', headers: { ...admin, ...file.headers }, payload: file.payload });
    expect(res.statusCode).toBe(200);
  };
  const onlyImage = async (pdf: Uint8Array): Promise<PdfImage> => {
    const images = await pdfImages(pdf);
    expect(images).toHaveLength(1);
    return images[0]!;
  };
  /** Drawn at the top of the page inside the box, as wide or as high as the box, with the image's own proportions. */
  const expectFittedAtTheTop = (image: PdfImage, ratio: number) => {
    const { drawn } = image;
    expect(drawn).not.toBeNull();
    expect(drawn!.width / drawn!.height).toBeCloseTo(ratio, 1);
    expect(drawn!.width).toBeLessThanOrEqual(BOX.width + 0.01);
    expect(drawn!.height).toBeLessThanOrEqual(BOX.height + 0.01);
    expect(Math.max(drawn!.width / BOX.width, drawn!.height / BOX.height)).toBeCloseTo(1, 2);
    expect(drawn!.y + drawn!.height).toBeGreaterThan(PAGE_HEIGHT - 60);
    expect(drawn!.y + drawn!.height).toBeLessThanOrEqual(PAGE_HEIGHT);
  };

  it("draws the demo's SVG logo (252 × 64) rasterised sharp enough to print, above the title", async () => {
    const pdf = await myContractPdf();
    const image = await onlyImage(pdf);
    expect(image.width / image.height).toBeCloseTo(252 / 64, 1);
    expectFittedAtTheTop(image, 252 / 64);
    // Three pixels a point at least: sharp on paper, where the 252 pixels of the SVG's own size would not be.
    expect(image.width).toBeGreaterThanOrEqual(3 * image.drawn!.width - 1);
    expect(await pdfText(pdf)).toContain('CIF: ');
  });

  it("carries the logo in the purchase e-mail's PDF and in the acceptance link's PDF", async () => {
    const gym = (await t.app.inject({ method: 'GET', url: '/api/modalities/by-category/gym', headers: laura })).json() as { id: number }[];
    const items = Array.from({ length: 12 }, (_, i) => ({ familyId: null, month: i + 1, price: 3990 }));
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: laura,
      payload: { year: 2027, benefitId: gym[0]!.id, items, details: {} },
    });
    expect(added.statusCode, added.body).toBe(201);
    const purchase = await t.app.inject({ method: 'POST', url: '/api/contracts/purchase', headers: laura, payload: { ids: [added.json().id] } });
    expect(purchase.statusCode, purchase.body).toBe(200);

    const mail = await oneRow<{ text: string; attachments: { contentType: string; content: string }[] }>(
      t.database.db,
      sql`select text, attachments from mail_outbox where "to" like 'laura.martin%' order by id desc limit 1`,
    );
    const attached = mail.attachments.find((a) => a.contentType === 'application/pdf')!;
    expectFittedAtTheTop(await onlyImage(Buffer.from(attached.content, 'base64')), 252 / 64);

    const token = mail.text.match(/contracts\/accept\?token=([A-Za-z0-9_-]+)/)![1]!;
    const linkPdf = await t.app.inject({ method: 'GET', url: `/api/contracts/accept/pdf?token=${token}`, headers: { host: hostOf('acme') } });
    expect(linkPdf.statusCode).toBe(200);
    expectFittedAtTheTop(await onlyImage(linkPdf.rawPayload), 252 / 64);
  });

  it('embeds an uploaded PNG as it is, fitted into the box', async () => {
    await uploadLogo('logo.png', png40x20);
    const image = await onlyImage(await myContractPdf());
    expect([image.width, image.height]).toEqual([40, 20]);
    expectFittedAtTheTop(image, 2);
  });

  it('draws a PNG larger than print needs downscaled to three pixels a point of its box', async () => {
    await uploadLogo('logo.png', png2000x1000);
    const image = await onlyImage(await myContractPdf());
    expectFittedAtTheTop(image, 2);
    expect([image.width, image.height]).toEqual([3 * image.drawn!.width, 3 * image.drawn!.height]);
  });

  it("embeds an uploaded JPEG's own bytes (no re-encoding), fitted into the box", async () => {
    await uploadLogo('logo.jpg', jpeg30x10);
    const image = await onlyImage(await myContractPdf());
    expect([image.width, image.height, image.filter]).toEqual([30, 10, 'DCTDecode']);
    expectFittedAtTheTop(image, 3);
  });

  it('draws an uploaded GIF rasterised to PNG, fitted into the box', async () => {
    await uploadLogo('logo.gif', gif30x10);
    const image = await onlyImage(await myContractPdf());
    expect(image.filter).toBe('FlateDecode');
    expect(image.width / image.height).toBeCloseTo(3, 1);
    expectFittedAtTheTop(image, 3);
  });

  it.each([
    ['a PNG cut short (pdf-lib refuses it)', async () => uploadLogo('logo.png', cutPng)],
    ['a PNG of billions of pixels (never decoded)', async () => uploadLogo('logo.png', hugePng)],
    ['a GIF that does not decode (resvg draws nothing)', async () => uploadLogo('logo.gif', cutGif)],
    ['a file the storage no longer holds', async () => void (await t.database.db.execute(sql`update companies set logo = 'gone.png' where slug = 'acme'`))],
  ])('leaves the logo out of the PDF, and logs one warning, for %s', async (_, breakLogo) => {
    await breakLogo();
    const before = logs.length;
    const pdf = await myContractPdf();
    expect(await pdfImages(pdf)).toEqual([]);
    expect(await pdfText(pdf)).toContain('CIF: ');
    const warnings = logs.slice(before).filter((line) => line.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toMatch(/logo/);
  });
});
