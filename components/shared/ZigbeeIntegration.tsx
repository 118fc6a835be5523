import { getTranslations } from 'next-intl/server';
import type { FirmwareImage } from '@/lib/content/firmware';
import { HUB_NAMES, pairingValues, resetValues, type ZigbeeProfile } from '@/lib/content/integrations';
import type { Shell } from '@/lib/pages';
import { LocalLink } from './LocalLink';
import { quantitiesFor } from '@/lib/content/quantities';
import { formattingLocaleOf, type Locale } from '@/lib/i18n/locales';
import styles from './ZigbeeIntegration.module.css';

/**
 * A Zigbee product's integrations: the identifiers a hub reads from it, what it exposes, how
 * to pair and reset it, and how each hub connects (lib/content/integrations.ts).
 */
export async function ZigbeeIntegration({ profile, firmware, locale, shell }: { profile: ZigbeeProfile; firmware?: FirmwareImage; locale: Locale; shell: Shell }) {
  const t = await getTranslations('content.integrations');
  const releases = await getTranslations('support.firmware');
  const pages = await getTranslations('pages');
  const content = await getTranslations('content');
  const q = quantitiesFor(formattingLocaleOf(locale), content);
  return (
    <div className={styles.columns}>
      <div>
        <h3>{t('identifiers')}</h3>
        <dl className={styles.identifiers}>
          <div>
            <dt>{t('manufacturerName')}</dt>
            <dd><code translate="no">{profile.manufacturerName}</code></dd>
          </div>
          <div>
            <dt>{t('modelId')}</dt>
            <dd><code translate="no">{profile.modelId}</code></dd>
          </div>
        </dl>
        <h3>{t('exposes')}</h3>
        <ul data-zigbee-features>
          {profile.features.map((feature) => (
            <li key={feature} data-feature={feature}>
              {feature === 'onOff' ? t('features.onOff', { count: profile.switchedEndpoints }) : t(`features.${feature}`)}
            </li>
          ))}
        </ul>
        <h3>{t('pairingTitle')}</h3>
        <p>{t('pairing', pairingValues(q))}</p>
        <p>{t('reset', resetValues(q))}</p>
        {firmware && (
          <>
            <h3>{pages('firmware.title')}</h3>
            <p>
              <LocalLink locale={locale} shell={shell} to="/support/firmware" hash={`firmware-${firmware.id}-title`} data-firmware={firmware.releases[0]!.version}>
                {releases('version', { version: firmware.releases[0]!.version })}
              </LocalLink>
            </p>
          </>
        )}
      </div>
      <div>
        <h3 id="hubs-title">{t('hubsTitle')}</h3>
        <table className={styles.hubs} aria-labelledby="hubs-title">
          <thead>
            <tr>
              <th scope="col">{t('hub')}</th>
              <th scope="col">{t('support')}</th>
            </tr>
          </thead>
          <tbody>
            {profile.hubs.map(({ hub, support }) => (
              <tr key={hub} data-hub={hub} data-support={support}>
                <th scope="row" translate="no">{HUB_NAMES[hub]}</th>
                <td>{t(`via.${support}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
