import 'server-only';
import { ACCEPTED_IMAGE_TYPES, MAX_PICTURE_PIXELS, PICTURE_TIMEOUT_SECONDS, checkFileList, checkPictureSize, type AttachmentError } from './fileRules';

/** Longest side of a stored picture; larger ones are scaled down. */
export const MAX_IMAGE_SIDE = 2048;

export interface StoredImage {
  fileName: string;
  mimeType: 'image/webp';
  width: number;
  height: number;
  data: Buffer;
}

/** The files the visitor picked (empty file inputs send one nameless, empty file). */
export function pickedFiles(form: FormData, field = 'attachments'): File[] {
  return form.getAll(field).filter((value): value is File => typeof value === 'object' && value !== null && 'size' in value && value.size > 0);
}

function safeName(name: string, index: number): string {
  const base = name.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '_').slice(0, 60) || `picture-${index + 1}`;
  return `${base}.webp`;
}

/**
 * Checks each picture's real type from its bytes (never its name) and its size in pixels
 * from its header, then re-encodes it to WebP at most `MAX_IMAGE_SIDE` pixels wide or high, dropping metadata such as GPS.
 */
export async function processImages(files: readonly File[]): Promise<StoredImage[] | AttachmentError> {
  const listError = checkFileList(files);
  if (listError) return listError;
  const { fileTypeFromBuffer } = await import('file-type/core');
  const sharp = (await import('sharp')).default;
  const images: StoredImage[] = [];
  for (const [index, file] of files.entries()) {
    const bytes = Buffer.from(await file.arrayBuffer());
    const detected = await fileTypeFromBuffer(bytes);
    if (!detected || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(detected.mime)) return 'fileType';
    let size: { width?: number; height?: number };
    try {
      // The header alone: a picture too large to decode is refused before decoding.
      size = await sharp(bytes).metadata();
    } catch {
      return 'fileType';
    }
    const sizeError = checkPictureSize(size.width ?? 0, size.height ?? 0);
    if (sizeError) return sizeError;
    try {
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS })
        .timeout({ seconds: PICTURE_TIMEOUT_SECONDS })
        .rotate()
        .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      images.push({ fileName: safeName(file.name, index), mimeType: 'image/webp', width: info.width, height: info.height, data });
    } catch {
      return 'fileType';
    }
  }
  return images;
}
