import { getTranslations } from 'next-intl/server';
import type { PageId } from '@/lib/pages';
import { PageHero } from './PageHero';
import { definePage, type PageContext } from './definePage';

/** A page whose heading and lead come from `pages.{key}`; `body` renders the rest. */
export function simplePage(id: PageId, key: string, body?: (context: PageContext<Record<string, never>>) => React.ReactNode | Promise<React.ReactNode>) {
  return definePage(id, {
    meta: () => ({ key }),
    render: async (context) => {
      const t = await getTranslations({ locale: context.locale, namespace: 'pages' });
      const heading = context.shell === 'mobile' && t.has(`${key}.mobileHeading`) ? t(`${key}.mobileHeading`) : t(`${key}.heading`);
      return (
        <>
          <PageHero title={heading} lead={t(`${key}.description`)} />
          {body ? await body(context) : null}
        </>
      );
    },
  });
}
