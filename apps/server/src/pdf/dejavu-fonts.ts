import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

// DejaVu Sans covers every letter of the four languages (the standard PDF fonts are WinAnsi only
// and printed Catalan's "l’empleat" as "L?empleat"). Read once per process; the PDFs subset it
// on embedding, so they carry only the glyphs they use.
const require = createRequire(import.meta.url);
let fonts: Promise<[regular: Uint8Array, bold: Uint8Array]> | undefined;

/** DejaVu Sans regular and bold, for pdf-lib with @pdf-lib/fontkit registered. */
export function dejavuFonts(): Promise<[regular: Uint8Array, bold: Uint8Array]> {
  return (fonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]));
}
