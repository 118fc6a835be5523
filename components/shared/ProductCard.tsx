import { getTranslations } from 'next-intl/server';
import type { Product } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import type { Shell } from '@/lib/pages';
import { LocalLink } from './LocalLink';
import { ProductRender } from './ProductRender';
import { GatewayBadge } from './GatewayBadge';
import { WordBreaks } from './WordBreaks';
import styles from './ProductCard.module.css';

export async function ProductCard({ product, locale, shell, family }: { product: Product; locale: Locale; shell: Shell; family?: Product['families'][number] }) {
  const t = await getTranslations('content');
  return (
    <li className={styles.card}>
      <LocalLink locale={locale} shell={shell} to={`/products/${product.slug}`} className={styles.link}>
        <span className={styles.figure}>
          <ProductRender face={product.face} finish={product.finishes[0]!} family={family ?? product.families[0]} />
        </span>
        <span className={styles.name}>
          <WordBreaks text={t(`products.${product.slug}.name`)} locale={locale} />
        </span>
      </LocalLink>
      <span className={styles.meta}>
        <span className={styles.sku}>{product.sku}</span>
        <GatewayBadge gateway={product.gateway} compact />
      </span>
    </li>
  );
}
