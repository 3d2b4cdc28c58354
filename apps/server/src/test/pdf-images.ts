import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, type PDFPage } from 'pdf-lib';

export interface PdfImage {
  /** The image's own size in pixels. */
  width: number;
  height: number;
  /** How its bytes are stored: `DCTDecode` for a JPEG as it was, `FlateDecode` for decoded pixels. */
  filter: string | undefined;
  /** Where the page draws it, in points from the bottom left (unrotated). */
  drawn: { x: number; y: number; width: number; height: number } | null;
}

const numberIn = (dict: PDFDict, key: string) => dict.lookup(PDFName.of(key), PDFNumber).asNumber();

function contentOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
    .join('\n');
}

type Matrix = [number, number, number, number, number, number];
const times = ([a, b, c, d, e, f]: Matrix, [A, B, C, D, E, F]: Matrix): Matrix => [
  a * A + b * C,
  a * B + b * D,
  c * A + d * C,
  c * B + d * D,
  e * A + f * C + E,
  e * B + f * D + F,
];

/** Where each `/Name Do` lands: the unit square through the `cm` matrices in force (one operator a line, as pdf-lib writes). */
function placementsOf(content: string): Map<string, PdfImage['drawn']> {
  const placements = new Map<string, PdfImage['drawn']>();
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  for (const line of content.split(/\r?\n/)) {
    const words = line.trim().split(/\s+/);
    const operator = words.at(-1);
    if (operator === 'q') stack.push(ctm);
    else if (operator === 'Q') ctm = stack.pop() ?? [1, 0, 0, 1, 0, 0];
    else if (operator === 'cm') ctm = times(words.slice(0, 6).map(Number) as Matrix, ctm);
    else if (operator === 'Do') placements.set(words[0]!, { x: ctm[4], y: ctm[5], width: ctm[0], height: ctm[3] });
  }
  return placements;
}

/**
 * The images one page of a PDF shows, read back with pdf-lib: each image XObject of the page's
 * resources with where its content stream draws it.
 */
export async function pdfImages(pdf: Uint8Array, pageIndex = 0): Promise<PdfImage[]> {
  const document = await PDFDocument.load(pdf);
  const page = document.getPage(pageIndex);
  const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xObjects) return [];
  const placements = placementsOf(contentOf(page));
  const images: PdfImage[] = [];
  for (const [name, ref] of xObjects.entries()) {
    const stream = document.context.lookup(ref);
    if (!(stream instanceof PDFRawStream) || stream.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    images.push({
      width: numberIn(stream.dict, 'Width'),
      height: numberIn(stream.dict, 'Height'),
      filter: stream.dict.lookupMaybe(PDFName.of('Filter'), PDFName)?.decodeText(),
      drawn: placements.get(name.toString()) ?? null,
    });
  }
  return images;
}
