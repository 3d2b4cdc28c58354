// Generates the static legal documents linked from the login page, the shell and the main menu
// (spec part 1 §2: /assets/legal.pdf, privacy.pdf, conditions.pdf, cookielegal.pdf).
// Run `npm run legal-pdfs -w @flexplan/web` after changing a text and commit the PDFs: the dates
// are fixed, so the same texts give the same bytes (the committed files are this script's output).
// The texts are provisional, and say so: each company replaces them with its own documents.
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const outDir = fileURLToPath(new URL('../public/assets/', import.meta.url));

const documents = [
  {
    file: 'legal.pdf',
    title: 'Aviso legal',
    body: [
      'Este portal de retribución flexible, Flexplan, se pone a disposición de las personas empleadas de las empresas clientes para gestionar su plan de retribución flexible.',
      'El acceso y uso del portal implica la aceptación de este aviso legal. Los contenidos se ofrecen con carácter informativo y pueden modificarse sin previo aviso.',
      'Texto provisional: cada empresa sustituirá este documento por su aviso legal definitivo.',
    ],
  },
  {
    file: 'privacy.pdf',
    title: 'Política de privacidad',
    body: [
      'Flexplan trata los datos personales de las personas empleadas con la única finalidad de gestionar su plan de retribución flexible, conforme al Reglamento (UE) 2016/679 y a la normativa española vigente.',
      'Puede ejercer sus derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad dirigiéndose al responsable del tratamiento de su empresa.',
      'Texto provisional: cada empresa sustituirá este documento por su política de privacidad definitiva.',
    ],
  },
  {
    file: 'conditions.pdf',
    title: 'Términos y condiciones',
    body: [
      'Las presentes condiciones regulan la contratación de productos de retribución flexible a través de Flexplan.',
      'Las contrataciones aceptadas antes de la fecha de corte de la empresa surten efecto el día 1 del mes siguiente. Los importes se descuentan de la nómina según la modalidad elegida.',
      'Texto provisional: cada empresa sustituirá este documento por sus condiciones definitivas.',
    ],
  },
  {
    file: 'cookielegal.pdf',
    title: 'Política de cookies',
    body: [
      'Flexplan utiliza únicamente el almacenamiento local del navegador imprescindible para mantener la sesión, recordar el idioma elegido y guardar su consentimiento de cookies (versión v3).',
      'No se utilizan cookies publicitarias ni de seguimiento de terceros. Puede borrar estos datos en cualquier momento desde la configuración de su navegador.',
      'Texto provisional: cada empresa sustituirá este documento por su política de cookies definitiva.',
    ],
  },
];

function wrap(text, font, size, maxWidth) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > maxWidth && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

async function makePdf({ title, body }) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Flexplan · ${title}`);
  pdf.setAuthor('Flexplan');
  pdf.setLanguage('es-ES');
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const page = pdf.addPage([595.28, 841.89]); // A4
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const margin = 64;
  const width = page.getWidth() - margin * 2;
  let y = page.getHeight() - margin;

  page.drawText('Flexplan', { x: margin, y, size: 12, font: bold, color: rgb(0.11, 0.25, 0.43) });
  y -= 36;
  page.drawText(title, { x: margin, y, size: 22, font: bold, color: rgb(0.1, 0.1, 0.1) });
  y -= 32;
  for (const paragraph of body) {
    for (const line of wrap(paragraph, regular, 11, width)) {
      page.drawText(line, { x: margin, y, size: 11, font: regular, color: rgb(0.15, 0.15, 0.15) });
      y -= 16;
    }
    y -= 10;
  }
  return pdf.save();
}

await mkdir(outDir, { recursive: true });
for (const doc of documents) {
  await writeFile(new URL(doc.file, `file://${outDir}`), await makePdf(doc));
  console.log(`wrote ${doc.file}`);
}
