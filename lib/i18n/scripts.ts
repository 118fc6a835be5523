/**
 * The scripts the site's languages are written in, and what each needs of the page beyond
 * its fonts (app/globals.css, keyed by `data-script`) and of the printed documents: Arabic,
 * CJK, Thai and Hebrew are never letter-spaced (tracking breaks Arabic joining and is wrong
 * for the others); Japanese breaks lines between phrases; each prints in its own Noto font
 * (Debian's fonts-noto-core and fonts-noto-cjk).
 */
export const SCRIPTS = ['latin', 'cyrillic', 'greek', 'arabic', 'hebrew', 'japanese', 'chinese', 'korean', 'thai'] as const;
export type Script = (typeof SCRIPTS)[number];

interface ScriptTypesetting {
  /** Takes the site's letter-spacing (`--script-tracking` stays unset). */
  tracked: boolean;
  /** Written without spaces, its lines break between phrases (`word-break: auto-phrase`). */
  breaksBetweenPhrases?: true;
  /** The font a printed document sets it in before the common fallbacks. */
  documentFont?: string;
}

export const SCRIPT_TYPESETTING: Readonly<Record<Script, ScriptTypesetting>> = {
  latin: { tracked: true },
  cyrillic: { tracked: true },
  greek: { tracked: true },
  arabic: { tracked: false, documentFont: 'Noto Sans Arabic' },
  hebrew: { tracked: false, documentFont: 'Noto Sans Hebrew' },
  japanese: { tracked: false, breaksBetweenPhrases: true, documentFont: 'Noto Sans CJK JP' },
  chinese: { tracked: false, documentFont: 'Noto Sans CJK SC' },
  korean: { tracked: false, documentFont: 'Noto Sans CJK KR' },
  thai: { tracked: false, documentFont: 'Noto Sans Thai' },
};
