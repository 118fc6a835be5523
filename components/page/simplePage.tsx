import { getTranslations } from 'next-intl/server';
import type { PageId } from '@/lib/pages';
import { composedKey, type PageKey } from '@/lib/i18n/keys';
import { PageHero } from './PageHero';
import { definePage, type PageContext } from './definePage';

/** A page whose heading and lead come from `pages.{key}`; `body` renders the rest. */
export function simplePage(id: PageId, key: PageKey, body?: (context: PageContext<Record<string, never>>) => React.ReactNode | Promise<React.ReactNode>) {
  return definePage(id, {
    meta: () => ({ key }),
    render: async (context) => {
      const t = await getTranslations('pages');
      const messages = await getTranslations();
      const mobileHeading = composedKey('pages', key, 'mobileHeading');
      const heading = context.shell === 'mobile' && messages.has(mobileHeading) ? messages(mobileHeading) : messages(composedKey('pages', key, 'heading'));
      return (
        <>
          <PageHero title={heading} lead={t(`${key}.description`)} />
          {body ? await body(context) : null}
        </>
      );
    },
  });
}
