import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { expandsWithin } from './zip-expansion';

async function workbook(cells: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('x');
  for (let i = 0; i < cells; i++) sheet.addRow([`fila ${i}`, 'x'.repeat(100)]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The file with every central-directory entry claiming to expand to 1 byte. */
function lyingAboutSizes(zip: Buffer): Buffer {
  const copy = Buffer.from(zip);
  for (let at = copy.indexOf('PK\u0001\u0002'); at !== -1; at = copy.indexOf('PK\u0001\u0002', at + 4)) copy.writeUInt32LE(1, at + 24);
  return copy;
}

describe('a zip’s expanded size', () => {
  it('lets a workbook through under the limit and stops one past it', async () => {
    const file = await workbook(200);
    expect(await expandsWithin(file, 10 * 1024 * 1024)).toBe(true);
    expect(await expandsWithin(file, 10 * 1024)).toBe(false);
  });

  it('refuses a zip whose entries expand to more than they declare', async () => {
    await expect(expandsWithin(lyingAboutSizes(await workbook(50)), 10 * 1024 * 1024)).rejects.toThrow();
  });
});
