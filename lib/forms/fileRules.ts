/** Rules for feedback pictures that both the browser and the server apply. */
export const MAX_ATTACHMENTS = 3;
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type AttachmentError = 'tooManyFiles' | 'fileTooLarge' | 'fileType';

/** Count and size checks that need no decoding. */
export function checkFileList(files: readonly { size: number }[]): AttachmentError | null {
  if (files.length > MAX_ATTACHMENTS) return 'tooManyFiles';
  if (files.some((file) => file.size > MAX_ATTACHMENT_BYTES)) return 'fileTooLarge';
  return null;
}
