import type { getTranslations } from 'next-intl/server';
import { systemName, type ControlSystem } from '@/lib/content/technical';
import type { FinderFilter } from '@/lib/content/finder';

type PageT = Awaited<ReturnType<typeof getTranslations<'pages.finder'>>>;
type ContentT = Awaited<ReturnType<typeof getTranslations<'content'>>>;

const FAMILY_OF_BOX = { eu: 'european', uk: 'british', us: 'american' } as const;

/** The text of one choice of a filter, as the form and the empty state's suggestions name it. */
export function choiceLabel(filter: FinderFilter, choice: string, t: PageT, content: ContentT): string {
  switch (filter) {
    case 'standard':
      return content(`families.${FAMILY_OF_BOX[choice as keyof typeof FAMILY_OF_BOX]}.name`);
    case 'neutral':
      return t('neutralNo');
    case 'gateway':
      return t('gatewayNo');
    case 'gangs':
      return t('gangsOption', { count: Number(choice) });
    case 'load':
      return t(choice === 'led' ? 'loadLed' : choice === 'motor' ? 'loadMotor' : 'loadResistive');
    case 'system':
      return systemName(choice as ControlSystem, content('technical.appName'));
  }
}
