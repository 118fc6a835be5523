import { page } from '@/components/pages/panel';

export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.mobile.generateMetadata;
export default page.mobile.Page;
