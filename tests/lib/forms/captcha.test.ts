import { captchaAnswer } from '@/lib/forms/captcha';
import { parseCaptcha } from '@/lib/backend/calls';
import { CAPTCHA_FIELD, CAPTCHA_KEY_FIELD } from '@/lib/forms/fields';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe('backend captcha', () => {
  test('a form without a captcha needs no answer', () => {
    expect(captchaAnswer(form({}))).toEqual({});
  });
  test('a shown captcha needs an answer, which is forwarded with its key', () => {
    expect(captchaAnswer(form({ [CAPTCHA_KEY_FIELD]: 'k-17' }))).toBe('captchaRequired');
    expect(captchaAnswer(form({ [CAPTCHA_KEY_FIELD]: 'k-17', [CAPTCHA_FIELD]: '   ' }))).toBe('captchaRequired');
    expect(captchaAnswer(form({ [CAPTCHA_KEY_FIELD]: 'k-17', [CAPTCHA_FIELD]: 'x'.repeat(65) }))).toBe('captchaRequired');
    expect(captchaAnswer(form({ [CAPTCHA_KEY_FIELD]: 'k-17', [CAPTCHA_FIELD]: ' 7fQ2 ' }))).toEqual({ captcha_key: 'k-17', captcha: '7fQ2' });
  });
  test('reads the backend answer, directly or under data, and only accepts image data URLs', () => {
    const image = 'data:image/png;base64,iVBORw0KGgo=';
    expect(parseCaptcha({ key: 'a1', image })).toEqual({ key: 'a1', image });
    expect(parseCaptcha({ data: { captchaId: 'b2', img: image } })).toEqual({ key: 'b2', image });
    expect(parseCaptcha({ key: 'a1', image: 'https://tracker.example/pixel.png' })).toBeNull();
    expect(parseCaptcha({ key: 'a1', image: 'javascript:alert(1)' })).toBeNull();
    expect(parseCaptcha({ status: 'ok' })).toBeNull();
    expect(parseCaptcha(null)).toBeNull();
  });
});
