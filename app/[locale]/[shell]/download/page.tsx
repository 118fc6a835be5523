import { getTranslations } from 'next-intl/server';
import { SITE } from '@/lib/site';
import { QrCode } from '@/components/shared/QrCode';
import { simplePage } from '@/components/page/simplePage';
import styles from '@/components/page/media.module.css';
import { Section } from '@/components/page/Section';

const STORES = [
  { id: 'android', href: SITE.app.android, store: 'storeGooglePlay', platform: 'androidPlatform', requirement: 'androidRequirement' },
  { id: 'ios', href: SITE.app.ios, store: 'storeAppStore', platform: 'iosPlatform', requirement: 'iosRequirement' },
] as const;

const FEATURES = ['control', 'scenes', 'schedules', 'alerts', 'voice', 'energy'] as const;

/** App download: a store link and a scannable QR code per platform, then what the app does. */
const page = simplePage('download', 'download', async () => {
  const t = await getTranslations('media.download');
  return (
    <>
      <Section>
        <p className="lead">{t('intro')}</p>
        <h2 className={styles.sectionTitle}>{t('stores')}</h2>
        <ul className="grid grid--2">
          {STORES.map((entry) => (
            <li key={entry.id} className={`card ${styles.store}`} data-store={entry.id}>
              <QrCode value={entry.href} label={t('qrAlt', { store: t(entry.store) })} className={styles.qr} />
              <div className={styles.storeText}>
                <h3>{t(entry.platform)}</h3>
                <p className="muted">{t(entry.requirement)}</p>
                <a className="button" href={entry.href} rel="noopener" data-testid={`store-${entry.id}`}>
                  {t(entry.id)}
                </a>
                <p className={`muted ${styles.hint}`}>{t('qrHint')}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section tones={['alt']}>
        <h2 className={styles.sectionTitle}>{t('featuresTitle')}</h2>
        <ul className="grid grid--3">
          {FEATURES.map((feature) => (
            <li key={feature} className="card">
              <h3>{t(`features.${feature}.title`)}</h3>
              <p className="muted">{t(`features.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
