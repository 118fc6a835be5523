import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { Shell } from '@/lib/pages';
import { LocalLink } from '@/components/shared/LocalLink';
import styles from './forms.module.css';

export type PrivacyNoticeFor = 'subscribe' | 'merchant' | 'feedback' | 'register';

/**
 * What a form's data is used for, with a link to the privacy policy, shown where the data is
 * collected (GDPR art. 13). Rendered on the server and handed to the client form as a slot:
 * its messages live in the server-only `legal` namespace, not in the forms' client messages.
 */
export async function PrivacyNotice({ locale, shell, form }: { locale: Locale; shell: Shell; form: PrivacyNoticeFor }) {
  const t = await getTranslations('legal.formNotice');
  return (
    <p className={styles.privacyNotice}>
      {t.rich(form, {
        privacy: (chunks) => (
          <LocalLink locale={locale} shell={shell} to="/privacy">
            {chunks}
          </LocalLink>
        ),
      })}
    </p>
  );
}
