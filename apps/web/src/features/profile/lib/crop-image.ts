import { loadImage, type PixelArea } from '../../../shared/ui/image-area';

/** docs/product/employee-portal.md §9 Image crop: the avatar is 300 pixels wide by default (square). */
export const AVATAR_SIZE = 300;

function drawArea(image: HTMLImageElement, area: PixelArea, size: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return canvas;
}

/** The chosen square of the image, scaled to `size` pixels, as a PNG (an animated GIF keeps its first frame). */
export async function cropToBlob(src: string, area: PixelArea, size = AVATAR_SIZE): Promise<Blob> {
  const canvas = drawArea(await loadImage(src), area, size);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))), 'image/png');
  });
}

/** A data URL of the chosen square, for the previews. */
export async function cropToDataUrl(src: string, area: PixelArea, size: number): Promise<string> {
  return drawArea(await loadImage(src), area, size).toDataURL('image/png');
}
