import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF's text as a reader sees it (pdf.js), one text run a line, no-break spaces as plain ones. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    for (const item of (await page.getTextContent()).items) if ('str' in item && item.str.trim() !== '') lines.push(item.str);
  }
  await document.destroy();
  return lines.join('\n').replace(/[\u00a0\u202f]/g, ' ');
}
