import { ImageResponse } from 'next/og';
import { PRODUCTS } from '@/lib/content';
import { ShareCard } from '@/components/og/ShareCard';
import { IMAGE_CACHE_CONTROL, nonPagePolicy } from '@/lib/security/headers';
import { PRIVACY_SETTINGS } from '@/lib/site';
import { BRAND_IMAGE, SHARE_IMAGE_SIZE, productImageFile } from '@/lib/seo';

/**
 * Share images (Open Graph, Twitter card, Product JSON-LD): one for the brand, one per
 * product. Generated once at build time, drawn from the product data with the font Next
 * bundles: no network access. The `.png` name keeps them out of the middleware's way.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { image: string }[] {
  return [BRAND_IMAGE.file, ...PRODUCTS.map(productImageFile)].map((image) => ({ image }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const product = PRODUCTS.find((candidate) => productImageFile(candidate) === image);
  return new ImageResponse(<ShareCard product={product} />, {
    ...SHARE_IMAGE_SIZE,
    headers: { 'Cache-Control': IMAGE_CACHE_CONTROL, 'Content-Security-Policy': nonPagePolicy(PRIVACY_SETTINGS.gtmId !== null).value },
  });
}
