import { FeedbackForm } from '@/components/shared/forms/FeedbackForm';
import { ClientIntl } from '@/components/shared/ClientIntl';
import { PrivacyNotice } from '@/components/shared/forms/PrivacyNotice';
import { pageHref } from '@/lib/i18n/paths';
import { RETURN_PARAM } from '@/lib/auth/returnPath';
import { FORM_NAMESPACES } from '@/lib/i18n/messages';
import { simplePage } from '@/components/page/simplePage';
import { Section } from '@/components/page/Section';

const page = simplePage('feedback', 'feedback', ({ locale, shell }) => {
  // After registering or signing in, the visitor comes back to this form.
  const back = `?${RETURN_PARAM}=${encodeURIComponent(pageHref(locale, shell, '/support/feedback'))}`;
  return (
    <Section>
      {/* Not on demand: the form asks at once whether someone is signed in, so that a guest
          learns before typing that registering comes first. */}
      <ClientIntl locale={locale} namespaces={FORM_NAMESPACES}>
        <FeedbackForm
          locale={locale}
          registerHref={pageHref(locale, shell, '/register') + back}
          loginHref={pageHref(locale, shell, '/login') + back}
          privacyNotice={<PrivacyNotice locale={locale} shell={shell} form="feedback" />}
        />
      </ClientIntl>
    </Section>
  );
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
