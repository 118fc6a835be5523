/** @jest-environment node */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { MAX_IMAGE_SIDE, pickedFiles, processImages } from '@/lib/forms/attachments';
import { MAX_ATTACHMENT_BYTES, MAX_TOTAL_ATTACHMENT_BYTES, checkFileList } from '@/lib/forms/fileRules';

jest.setTimeout(30_000);

async function picture(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 40, height = 30) {
  return sharp({ create: { width, height, channels: 3, background: '#1f6feb' } })
    .toFormat(format)
    .toBuffer();
}

/** A white RGB PNG written directly (sharp takes seconds to make one of this shape). */
function whitePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xff)]);
  const rows = Buffer.alloc(row.length * height);
  for (let offset = 0; offset < rows.length; offset += row.length) row.copy(rows, offset);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

const file = (bytes: Buffer | string, name: string, type = 'image/png') => new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

describe('feedback pictures', () => {
  test('JPEG, PNG and WebP are re-encoded to WebP with a safe name', async () => {
    const images = await processImages([
      file(await picture('jpeg'), 'kitchen switch.jpg', 'image/jpeg'),
      file(await picture('png'), '../../etc/passwd.png'),
      file(await picture('webp'), 'panel.webp', 'image/webp'),
    ]);
    expect(Array.isArray(images)).toBe(true);
    if (!Array.isArray(images)) return;
    expect(images.map((image) => image.fileName)).toEqual(['kitchen_switch.webp', '.._.._etc_passwd.webp', 'panel.webp']);
    for (const image of images) {
      expect(image.mimeType).toBe('image/webp');
      expect(image.data.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect([image.width, image.height]).toEqual([40, 30]);
    }
  });

  test('the type is read from the bytes: a script named .png and a GIF named .jpg are refused', async () => {
    expect(await processImages([file('<script>alert(1)</script>', 'holiday.png')])).toBe('fileType');
    expect(await processImages([file(await picture('gif'), 'photo.jpg', 'image/jpeg')])).toBe('fileType');
  });

  test('a PNG named .txt is accepted, since its bytes say PNG', async () => {
    const images = await processImages([file(await picture('png'), 'notes.txt', 'text/plain')]);
    expect(Array.isArray(images) && images[0]!.fileName).toBe('notes.webp');
  });

  test('large pictures are scaled down to the longest side limit', async () => {
    const images = await processImages([file(await picture('png', 4000, 1000), 'wide.png')]);
    expect(Array.isArray(images) && [images[0]!.width, images[0]!.height]).toEqual([MAX_IMAGE_SIDE, 512]);
  });

  test('more than three files, or one over the size limit, are refused before decoding', async () => {
    const small = await picture('png');
    expect(await processImages([1, 2, 3, 4].map((n) => file(small, `${n}.png`)))).toBe('tooManyFiles');
    expect(await processImages([file(Buffer.alloc(MAX_ATTACHMENT_BYTES + 1), 'huge.png')])).toBe('fileTooLarge');
  });

  test('three pictures of 5 MB each pass the count and size rules; more in total does not', () => {
    const fiveMegabytes = { size: MAX_ATTACHMENT_BYTES };
    expect(checkFileList([fiveMegabytes, fiveMegabytes, fiveMegabytes])).toBeNull();
    expect(MAX_TOTAL_ATTACHMENT_BYTES).toBe(3 * MAX_ATTACHMENT_BYTES);
  });

  test('a picture of more than 24 megapixels is refused from its header, before it is decoded', async () => {
    // 7000 × 7000 in one colour: a small file, 49 M pixels to decode.
    const flat = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#ffffff' } }).png().toBuffer();
    expect(flat.length).toBeLessThan(MAX_ATTACHMENT_BYTES);
    expect(await processImages([file(flat, 'flat.png')])).toBe('pictureTooLarge');
    // Just within the limit is still taken.
    const within = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#ffffff' } }).png().toBuffer();
    expect(Array.isArray(await processImages([file(within, 'within.png')]))).toBe(true);
  });

  test('a picture of a shape that costs seconds to decode (1 × 24 000 000) is refused from its header, within a second', async () => {
    const thread = whitePng(1, 24_000_000);
    const started = process.cpuUsage();
    expect(await processImages([file(thread, 'thread.png')])).toBe('pictureShape');
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1e6).toBeLessThan(1);
    const wide = await sharp({ create: { width: 12_001, height: 1000, channels: 3, background: '#ffffff' } }).png().toBuffer();
    expect(await processImages([file(wide, 'wide.png')])).toBe('pictureShape');
    // A scrolled phone screenshot passes.
    const screenshot = await sharp({ create: { width: 500, height: 9000, channels: 3, background: '#ffffff' } }).png().toBuffer();
    expect(Array.isArray(await processImages([file(screenshot, 'screenshot.png')]))).toBe(true);
  });

  test('a truncated picture is refused, not a crash', async () => {
    const broken = (await picture('png')).subarray(0, 60);
    expect(await processImages([file(broken, 'broken.png')])).toBe('fileType');
  });

  test('an empty file input (no picture chosen) sends nothing', () => {
    const form = new FormData();
    form.append('attachments', new File([], '', { type: 'application/octet-stream' }));
    expect(pickedFiles(form)).toEqual([]);
  });
});
