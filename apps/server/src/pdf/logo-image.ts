import { createRequire } from 'node:module';
import { imageSize, type ImageSize } from './image-size';

/** An image pdf-lib embeds as it is: PNG or JPEG. */
export interface PdfImageBytes {
  format: 'png' | 'jpeg';
  data: Uint8Array;
}

/** The box a logo is drawn in at the top of a PDF, in points. */
export const LOGO_BOX = { width: 160, height: 48 };
/** Three pixels a point: a rasterised logo stays sharp on paper (about 216 dpi). */
const PIXELS_PER_POINT = 3;
/** 16 megapixels (4 000 × 4 000): any real logo; a larger one, decoded, would take 64 MB or more to shrink. */
const MAX_PIXELS = 16_000_000;

const require = createRequire(import.meta.url);
// A logo's text in DejaVu Sans, the PDF's own font, whatever fonts the machine has (or lacks):
// the same image on every server, and no scan of the system's fonts per logo.
const fontFiles = [require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'), require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')];
const font = { loadSystemFonts: false, fontFiles, defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans', serifFamily: 'DejaVu Sans' };

/** The scale that fits `size` into `box` keeping its proportions (up or down). */
export function fitScale(size: ImageSize, box: ImageSize): number {
  return Math.min(box.width / size.width, box.height / size.height);
}

/** How many pixels wide an image of this size is drawn at print resolution in the logo box. */
const printWidth = (size: ImageSize) => Math.max(1, Math.round(size.width * fitScale(size, LOGO_BOX) * PIXELS_PER_POINT));

const isSvg = (data: Uint8Array) =>
  /^(?:\uFEFF)?\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(Buffer.from(data.subarray(0, 4096)).toString('utf8'));

/**
 * An SVG as a PNG `width` pixels wide, on white as the page is (no alpha channel, so pdf-lib
 * writes no soft mask beside the pixels). resvg, a native module, is loaded by the first logo that
 * needs it, not with the server; `renderAsync` draws off the event loop and frees its memory when
 * done, where a kept `Resvg` instance with fonts grew the process by 0.3 MB a logo
 * (docs/decisions/047-the-contract-pdf-draws-the-logo.md).
 */
async function renderPng(svg: Buffer, width: number): Promise<PdfImageBytes> {
  const { renderAsync } = await import('@resvg/resvg-js');
  const image = await renderAsync(svg, { font, fitTo: { mode: 'width', value: width }, background: 'white', logLevel: 'off' });
  // resvg leaves out what it cannot draw (an image that does not decode) rather than fail: all white is no logo.
  const { pixels } = image;
  if (pixels.equals(Buffer.alloc(pixels.length, 255))) throw new Error('the logo draws nothing');
  return { format: 'png', data: image.asPng() };
}

async function svgToPng(svg: Buffer): Promise<PdfImageBytes> {
  const { Resvg } = await import('@resvg/resvg-js');
  // The size only: parsed without fonts, which the root's width, height and viewBox do not need.
  const { width, height } = new Resvg(svg, { font: { loadSystemFonts: false } });
  if (!(width > 0 && height > 0)) throw new Error('the SVG has no size');
  return renderPng(svg, printWidth({ width, height }));
}

/** A GIF (its first frame), or a PNG or JPEG larger than print needs, as a PNG no larger than either. */
function rasterToPng(data: Uint8Array, type: string, size: ImageSize): Promise<PdfImageBytes> {
  const href = `data:${type};base64,${Buffer.from(data).toString('base64')}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}"><image width="${size.width}" height="${size.height}" href="${href}"/></svg>`;
  return renderPng(Buffer.from(svg), Math.min(size.width, printWidth(size)));
}

/**
 * A company's logo, as stored, made embeddable in a PDF: a PNG or JPEG as it is when it is no
 * larger than print needs (else downscaled: pdf-lib decodes and recompresses a PNG's every pixel in
 * JavaScript), an SVG or GIF (which pdf-lib cannot embed) rasterised to PNG. Throws for bytes that
 * are none of these or whose size cannot be read; the caller decides what a document without its
 * logo does.
 */
export async function logoImage(data: Uint8Array): Promise<PdfImageBytes> {
  const raster = imageSize(data);
  if (raster) {
    const { kind, size } = raster;
    if (size.width * size.height > MAX_PIXELS) throw new Error(`the logo is too large to draw (${size.width} × ${size.height} pixels)`);
    if (kind !== 'gif' && size.width <= printWidth(size)) return { format: kind, data };
    return rasterToPng(data, `image/${kind}`, size);
  }
  if (isSvg(data)) return svgToPng(Buffer.from(data));
  throw new Error('not a PNG, JPEG, GIF or SVG image with a size');
}
