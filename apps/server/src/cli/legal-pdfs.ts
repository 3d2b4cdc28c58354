/**
 * `npm run legal:pdfs`: writes the demo legal PDFs (legal notice, privacy, conditions, cookies;
 * es, ca, en, pt) into apps/web/public/assets from apps/server/src/legal/texts. Commit them: a
 * server test fails while a committed PDF differs from its text.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { legalPdf } from '../legal/legal-pdf';
import { legalPdfDiskPath, legalPdfFiles, legalPdfText } from '../legal/legal-pdf-files';

for (const file of legalPdfFiles()) {
  const target = legalPdfDiskPath(file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, await legalPdf(legalPdfText(file), file.language));
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
