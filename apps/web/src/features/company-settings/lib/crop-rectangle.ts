import { loadImage, type PixelArea } from '../../../shared/ui/image-area';

/**
 * The widest a company image is kept: a login background fills a desktop screen, a logo is drawn
 * 40 px high; beyond this the file only grows.
 */
export const MAX_IMAGE_WIDTH = 1920;

/**
 * The chosen rectangle of the image at its own resolution (scaled down past MAX_IMAGE_WIDTH), as
 * a PNG, which keeps a logo's transparency (an animated GIF keeps its first frame). Unlike the
 * avatar's crop (profile), the shape is the rectangle chosen, not a square.
 */
export async function cropRectangle(src: string, area: PixelArea): Promise<Blob> {
  const image = await loadImage(src);
  const scale = Math.min(1, MAX_IMAGE_WIDTH / area.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))), 'image/png');
  });
}
