import { getTranslations } from 'next-intl/server';
import { PRODUCTS, type Gateway } from '@/lib/content';
import { LocalLink } from '@/components/shared/LocalLink';
import { PageHero } from '@/components/page/PageHero';
import { definePage, type PageContext } from '@/components/page/definePage';
import { composedKey } from '@/lib/i18n/keys';
import { HELP_TOPICS, REPLY_WORKING_DAYS, type HelpTopic } from '@/lib/content/help';
import { helpAnswerValues, type HelpQuestion } from '@/lib/content/helpAnswers';
import { quantitiesFor } from '@/lib/content/quantities';
import { formattingLocaleOf } from '@/lib/i18n/locales';
import styles from '@/components/page/support.module.css';
import { contactValues } from '@/lib/i18n/bidi';
import { Section } from '@/components/page/Section';
import { ArticleList } from '@/components/shared/ArticleList';
import { ARTICLE_SLUGS } from '@/lib/content/articles';


/** Which products need a gateway, read from the product data. */
async function GatewayLists({ locale, shell }: Pick<PageContext<unknown>, 'locale' | 'shell'>) {
  const t = await getTranslations('support.help.topics.gateway');
  const content = await getTranslations('content.products');
  const lists: { gateway: Gateway; title: string }[] = [
    { gateway: 'required', title: t('needs') },
    { gateway: 'not-required', title: t('standalone') },
  ];
  return (
    <div className={styles.gatewayLists}>
      {lists.map(({ gateway, title }) => (
        <div key={gateway} data-gateway={gateway}>
          <h4>{title}</h4>
          <ul>
            {PRODUCTS.filter((product) => product.gateway === gateway).map((product) => (
              <li key={product.slug}>
                <LocalLink locale={locale} shell={shell} to={`/products/${product.slug}`}>{content(`${product.slug}.name`)}</LocalLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

const page = definePage('support', {
  meta: () => ({ key: 'support' }),
  render: async ({ locale, shell }) => {
    const pages = await getTranslations('pages.support');
    const t = await getTranslations('support.help');
    const messages = await getTranslations();
    const content = await getTranslations('content');
    const nav = await getTranslations('nav');
    const q = quantitiesFor(formattingLocaleOf(locale), content);
    const topics = Object.keys(HELP_TOPICS) as HelpTopic[];
    return (
      <>
        <PageHero eyebrow={t('eyebrow')} title={pages('heading')} lead={pages('description')}>
          <nav aria-label={t('topicsLabel')}>
            <ul className={styles.topicNav}>
              {topics.map((topic) => (
                <li key={topic}>
                  <a href={`#faq-${topic}`}>{t(`topics.${topic}.title`)}</a>
                </li>
              ))}
            </ul>
          </nav>
        </PageHero>

        <section className="section section--tight" aria-labelledby="faq-title">
          <div className="container">
            <div className={styles.faq}>
            <h2 id="faq-title">{t('faqTitle')}</h2>
            {topics.map((topic) => (
              <section key={topic} id={`faq-${topic}`} aria-labelledby={`faq-${topic}-title`} className={styles.topic}>
                <h3 id={`faq-${topic}-title`}>{t(`topics.${topic}.title`)}</h3>
                {HELP_TOPICS[topic].map((question) => (
                  <details key={question} className={styles.question}>
                    <summary>{messages(composedKey('support.help.topics', topic, 'questions', question, 'q'))}</summary>
                    <div className={styles.answer}>
                      <p>{messages(composedKey('support.help.topics', topic, 'questions', question, 'a'), helpAnswerValues(`${topic}.${question}` as HelpQuestion, content, q))}</p>
                      {topic === 'gateway' && question === 'which' && <GatewayLists locale={locale} shell={shell} />}
                      {topic === 'installation' && question === 'neutral' && (
                        <LocalLink locale={locale} shell={shell} to="/installation">{t('installationLink')}</LocalLink>
                      )}
                      {topic === 'ordering' && question === 'where' && (
                        <LocalLink locale={locale} shell={shell} to="/where-to-buy">{nav('whereToBuy')}</LocalLink>
                      )}
                    </div>
                  </details>
                ))}
              </section>
            ))}
            </div>
          </div>
        </section>

        <Section id="articles" title={messages('support.articles.title')} lead={messages('support.articles.lead')} tones={['alt', 'tight']}>
          <ArticleList slugs={ARTICLE_SLUGS} locale={locale} shell={shell} />
        </Section>

        <Section id="more" title={t('moreTitle')}>
          <ul className={`grid grid--3 ${styles.cards}`}>
            <li className="card">
              <h3>{t('downloads.title')}</h3>
              <p className="muted">{t('downloads.body')}</p>
              <LocalLink locale={locale} shell={shell} to="/support/product">{t('downloads.link')}</LocalLink>
            </li>
            <li className="card">
              <h3>{t('feedback.title')}</h3>
              <p className="muted">{t('feedback.body', { days: REPLY_WORKING_DAYS })}</p>
              <LocalLink locale={locale} shell={shell} to="/support/feedback">{t('feedback.link')}</LocalLink>
            </li>
            <li className="card">
              <h3>{t('contact.title')}</h3>
              <p className="muted">{t('contact.body', contactValues(locale))}</p>
              <LocalLink locale={locale} shell={shell} to="/contact">{t('contact.link')}</LocalLink>
            </li>
          </ul>
        </Section>
      </>
    );
  },
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
