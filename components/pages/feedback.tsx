import { FeedbackForm } from '@/components/shared/forms/FeedbackForm';
import { publicPath } from '@/lib/i18n/paths';
import { simplePage } from './simplePage';

export const page = simplePage('feedback', '/support/feedback', ({ locale, shell }) => (
  <section className="section">
    <div className="container">
      <FeedbackForm locale={locale} registerHref={publicPath(locale, shell, '/register')} loginHref={publicPath(locale, shell, '/login')} />
    </div>
  </section>
));
