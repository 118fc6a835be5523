import { LIMITS, fieldErrorsOf, formValues } from '@/lib/forms/fields';
import { feedbackSchema, isPastDay, merchantSchema, subscribeSchema } from '@/lib/forms/schemas';
import { checkFileList, MAX_ATTACHMENT_BYTES } from '@/lib/forms/fileRules';

const errorsOf = (schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsOf(result.error as never);
};

const merchant = {
  company: 'Nordlicht Elektro GmbH',
  contactName: 'Jana Weber',
  email: 'jana.weber@nordlicht-elektro.de',
  dialCode: '+49',
  phone: '30 1234 5678',
  country: 'Germany',
  businessType: 'installer',
  website: 'www.nordlicht-elektro.de',
  message: 'We install 400 smart switches a year in Berlin apartments.',
  consent: true,
};

describe('subscribe schema', () => {
  test.each([
    ['', 'emailRequired'],
    ['   ', 'emailRequired'],
    ['not-an-email', 'emailInvalid'],
    ['a@b', 'emailInvalid'],
    ['<script>@x.com', 'emailInvalid'],
    [`${'a'.repeat(250)}@example.com`, 'tooLong'],
  ])('%j -> %s', (email, key) => {
    expect(errorsOf(subscribeSchema, { email })).toEqual({ email: key });
  });

  test('a valid address is trimmed and lower-cased', () => {
    expect(subscribeSchema.parse({ email: '  Max.Mustermann@Example.COM ' })).toEqual({ email: 'max.mustermann@example.com' });
  });
});

describe('merchant schema', () => {
  test('accepts a complete application', () => {
    expect(merchantSchema.safeParse(merchant).success).toBe(true);
  });

  test('reports every wrong field with its key', () => {
    expect(
      errorsOf(merchantSchema, {
        ...merchant,
        company: ' ',
        email: 'jana@',
        dialCode: '49',
        phone: 'call me',
        businessType: 'wholesaler',
        website: 'javascript:alert(1)',
        message: 'Hi',
        consent: false,
      }),
    ).toEqual({
      company: 'required',
      email: 'emailInvalid',
      dialCode: 'dialCodeInvalid',
      phone: 'phoneInvalid',
      businessType: 'required',
      website: 'websiteInvalid',
      message: 'messageTooShort',
      consent: 'consentRequired',
    });
  });

  test('every text field has a length limit', () => {
    const long = 'x'.repeat(LIMITS.message + 1);
    expect(errorsOf(merchantSchema, { ...merchant, company: long, contactName: long, message: long, country: long })).toEqual({
      company: 'tooLong',
      contactName: 'tooLong',
      message: 'tooLong',
      country: 'tooLong',
    });
  });

  test('HTML is kept as plain text, not stripped or interpreted', () => {
    const parsed = merchantSchema.parse({ ...merchant, company: '<img src=x onerror=alert(1)> Ltd' });
    expect(parsed.company).toBe('<img src=x onerror=alert(1)> Ltd');
  });

  test('control characters (NUL, which PostgreSQL refuses, among them) are dropped; tabs and line breaks stay', () => {
    const parsed = merchantSchema.parse({ ...merchant, company: 'Nord\u0000licht\u0007', email: 'jana\u0000@nordlicht.de', message: 'Line one\r\n\tLine two\u001b[0m' });
    expect(parsed).toMatchObject({ company: 'Nordlicht', email: 'jana@nordlicht.de', message: 'Line one\r\n\tLine two[0m' });
  });
});

describe('feedback schema', () => {
  const valid = {
    caseKind: 'fault',
    purchaseDate: '',
    email: 'li.wei@example.cn',
    subject: 'Curtain switch stops halfway',
    purchasingChannel: 'distributor',
    orderNumber: 'SO-2025-118',
    productNumber: 'AX-CT2',
    productName: 'Curtain switch',
    description: 'The curtain stops at 50 % when opened from the app.',
  };
  test('accepts a question with optional fields left empty', () => {
    expect(feedbackSchema.safeParse({ ...valid, orderNumber: '', productNumber: '', productName: '' }).success).toBe(true);
  });
  test('requires subject, channel and description', () => {
    expect(errorsOf(feedbackSchema, { ...valid, subject: '', purchasingChannel: '', description: '' })).toEqual({
      subject: 'required',
      purchasingChannel: 'required',
      description: 'required',
    });
  });
  test('a form from before the kind of case was asked, or an unknown kind, sends a question', () => {
    expect(feedbackSchema.parse({ ...valid, caseKind: undefined }).caseKind).toBe('question');
    expect(feedbackSchema.parse({ ...valid, caseKind: 'refund' }).caseKind).toBe('question');
  });
  test('a warranty claim needs its purchase date; a question or a fault may give one', () => {
    expect(errorsOf(feedbackSchema, { ...valid, caseKind: 'warranty' })).toEqual({ purchaseDate: 'purchaseDateRequired' });
    expect(feedbackSchema.safeParse({ ...valid, caseKind: 'warranty', purchaseDate: '2026-03-01' }).success).toBe(true);
    expect(feedbackSchema.safeParse({ ...valid, caseKind: 'question', purchaseDate: '2026-03-01' }).success).toBe(true);
  });
  test('a purchase date is a real day that has begun', () => {
    for (const date of ['2026-02-30', '01/03/2026', '2026-3-1', 'tomorrow']) expect(errorsOf(feedbackSchema, { ...valid, purchaseDate: date })).toEqual({ purchaseDate: 'purchaseDateInvalid' });
    const now = Date.parse('2026-11-29T12:00:00Z');
    expect(isPastDay('2026-11-29', now)).toBe(true);
    // Already the 30th east of UTC+12.
    expect(isPastDay('2026-11-30', now)).toBe(true);
    expect(isPastDay('2026-12-01', now)).toBe(false);
  });
});

describe('form values and files', () => {
  test('reads strings and checkboxes from FormData', () => {
    const form = new FormData();
    form.set('company', 'ACME');
    form.set('consent', 'on');
    expect(formValues(form, { company: 'text', phone: 'text', consent: 'checkbox', other: 'checkbox' })).toEqual({ company: 'ACME', phone: '', consent: true, other: false });
  });
  test('at most three pictures of at most 5 MB', () => {
    expect(checkFileList([{ size: 1 }, { size: 1 }, { size: 1 }])).toBeNull();
    expect(checkFileList([{ size: 1 }, { size: 1 }, { size: 1 }, { size: 1 }])).toBe('tooManyFiles');
    expect(checkFileList([{ size: MAX_ATTACHMENT_BYTES + 1 }])).toBe('fileTooLarge');
  });
});
