import { page } from '@/components/pages/panel';

export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.desktop.generateMetadata;
export default page.desktop.Page;
