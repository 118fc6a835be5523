import { render } from '@testing-library/react';
import { WordBreaks } from '@/components/shared/WordBreaks';
import type { Locale } from '@/lib/i18n/locales';

const markup = (text: string, locale: Locale) => render(<p>{WordBreaks({ text, locale })}</p>).container.firstElementChild!.innerHTML;

describe('WordBreaks', () => {
  it('marks a break between the words of a Japanese name, not inside them', () => {
    expect(markup('スマートタッチスイッチ 1連', 'ja-JP')).toBe('スマート<wbr>タッチ<wbr>スイッチ 1連');
    expect(markup('欧州タイプコンセント', 'ja-JP')).toBe('欧州<wbr>タイプ<wbr>コンセント');
  });

  it('never before punctuation or a space, where the language’s own rules decide', () => {
    expect(markup('USB充電コンセント（Type-A＋Type-C）', 'ja-JP')).toBe('USB<wbr>充電<wbr>コンセント（Type-A＋Type-C）');
  });

  it('marks a break after a slash between two words, in every language', () => {
    expect(markup('Panels im amerikanischen/italienischen Format', 'de-DE')).toBe('Panels im amerikanischen/<wbr>italienischen Format');
    expect(markup('Tür-/Fensterkontakt', 'de-DE')).toBe('Tür-/<wbr>Fensterkontakt');
    expect(markup('US/IT型パネル', 'ja-JP')).toBe('US/<wbr>IT<wbr>型<wbr>パネル');
  });

  it('not after a slash between numbers, in a unit or with spaces, where a line may break already', () => {
    for (const text of ['16 A / 250 V~', 'Dimmer 1/2 gang', 'up to 10 Gbit/s', '40 km/h']) expect(markup(text, 'en-US')).toBe(text);
  });

  it('leaves other languages’ text as it is', () => {
    for (const [text, locale] of [['Smart touch switch, 2-gang', 'en-US'], ['智能调光开关', 'zh-CN'], ['스마트 터치 스위치', 'ko-KR']] as const) {
      expect(markup(text, locale)).toBe(text);
    }
  });
});
