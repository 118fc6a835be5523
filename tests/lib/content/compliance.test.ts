import { actReference } from '@/lib/content/compliance';
import { declarationLocales } from '@/lib/content/downloads';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/scripts/documents/messages';

describe('actReference', () => {
  it('writes an EU directive with the Union as the language abbreviates it', () => {
    expect(actReference('eu', 'red', 'en-US')).toBe('2014/53/EU');
    expect(actReference('eu', 'red', 'de-DE')).toBe('2014/53/EU');
    expect(actReference('eu', 'red', 'fr-FR')).toBe('2014/53/UE');
    expect(actReference('eu', 'rohs', 'el-GR')).toBe('2011/65/ΕΕ');
    expect(actReference('eu', 'emc', 'bg-BG')).toBe('2014/30/ЕС');
    expect(actReference('eu', 'lvd', 'ga-IE')).toBe('2014/35/AE');
    expect(actReference('eu', 'red', 'sk-SK')).toBe('2014/53/EÚ');
  });

  it('leaves the UK statutory instruments as they are', () => {
    expect(actReference('uk', 'red', 'en-US')).toBe('S.I. 2017/1206');
  });

  // The translators wrote the amending act "(EU) 2015/863" into the RoHS line: the two agree.
  it.each(declarationLocales('eu', LOCALES) as Locale[])('agrees in %s with how the RoHS line writes the amending directive', (locale) => {
    const messages = loadMessages(process.cwd(), locale) as unknown as { media: { documents: { declaration: { acts: { eu: { rohs: string } } } } } };
    const rohs = messages.media.documents.declaration.acts.eu.rohs;
    const union = /\((\S+)\) 2015\/863/.exec(rohs)?.[1];
    expect(actReference('eu', 'rohs', locale)).toBe(`2011/65/${union}`);
  });
});
