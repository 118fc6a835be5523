import { render } from '@testing-library/react';
import { WordBreaks } from '@/components/shared/WordBreaks';

const markup = (text: string, locale: string) => render(<p>{WordBreaks({ text, locale })}</p>).container.firstElementChild!.innerHTML;

describe('WordBreaks', () => {
  it('marks a break between the words of a Japanese name, not inside them', () => {
    expect(markup('スマートタッチスイッチ 1連', 'ja-JP')).toBe('スマート<wbr>タッチ<wbr>スイッチ 1連');
    expect(markup('欧州タイプコンセント', 'ja-JP')).toBe('欧州<wbr>タイプ<wbr>コンセント');
  });

  it('never before punctuation or a space, where the language’s own rules decide', () => {
    expect(markup('USB充電コンセント（Type-A＋Type-C）', 'ja-JP')).toBe('USB<wbr>充電<wbr>コンセント（Type-A＋Type-C）');
  });

  it('leaves other languages’ text as it is', () => {
    for (const [text, locale] of [['Smart touch switch, 2-gang', 'en-US'], ['智能调光开关', 'zh-CN'], ['스마트 터치 스위치', 'ko-KR']] as const) {
      expect(markup(text, locale)).toBe(text);
    }
  });
});
