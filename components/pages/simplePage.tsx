import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/shared/PageHero';
import { definePage } from './definePage';

/** A page whose heading and lead come from `pages.{key}`; `body` renders the rest. */
export function simplePage(key: string, path: string, body?: Parameters<typeof definePage>[0]['render']) {
  return definePage({
    path: () => path,
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
