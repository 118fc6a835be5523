/** Rules for feedback pictures that both the browser and the server apply. */
export const MAX_ATTACHMENTS = 3;
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
/** All pictures of one question together: as many as allowed, each as large as allowed. */
export const MAX_TOTAL_ATTACHMENT_BYTES = MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES;
/**
 * The largest form post: a warranty claim's pictures and its proof of purchase (one more file
 * of the same size), each as large as allowed, and room for the text fields and the multipart
 * framing. next.config.ts and nginx's client_max_body_size let this much through.
 */
export const MAX_FORM_POST_BYTES = MAX_TOTAL_ATTACHMENT_BYTES + MAX_ATTACHMENT_BYTES + 1024 * 1024;
/**
 * Largest picture decoded, in pixels (24 MP, e.g. 6000 × 4000: every phone's usual photo).
 * Decoding costs CPU in proportion to the pixels (docs/benchmarks.md), so a bigger one is
 * refused from its header before any decoding.
 */
export const MAX_PICTURE_PIXELS = 24_000_000;
/**
 * A picture's longest side, and how many times its long side may be its short one. Decoding
 * costs per row as well as per pixel: a one-pixel-high PNG within the pixel limit took far
 * longer to re-encode (docs/benchmarks.md). A panorama or a scrolled screenshot passes.
 */
export const MAX_PICTURE_SIDE = 12_000;
export const MAX_PICTURE_ASPECT = 20;
/** The longest a picture may take to decode and re-encode before it is refused. */
export const PICTURE_TIMEOUT_SECONDS = 10;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type AttachmentError = 'tooManyFiles' | 'fileTooLarge' | 'totalTooLarge' | 'pictureTooLarge' | 'pictureShape' | 'fileType';

/** A picture's size in pixels, read from its header, against the limits above. */
export function checkPictureSize(width: number, height: number): 'pictureTooLarge' | 'pictureShape' | null {
  if (width * height > MAX_PICTURE_PIXELS) return 'pictureTooLarge';
  const [long, short] = width > height ? [width, height] : [height, width];
  if (long > MAX_PICTURE_SIDE || long > short * MAX_PICTURE_ASPECT) return 'pictureShape';
  return null;
}

/** Count and size checks that need no decoding. */
export function checkFileList(files: readonly { size: number }[], max = MAX_ATTACHMENTS): AttachmentError | null {
  if (files.length > max) return 'tooManyFiles';
  if (files.some((file) => file.size > MAX_ATTACHMENT_BYTES)) return 'fileTooLarge';
  if (files.reduce((total, file) => total + file.size, 0) > MAX_TOTAL_ATTACHMENT_BYTES) return 'totalTooLarge';
  return null;
}
