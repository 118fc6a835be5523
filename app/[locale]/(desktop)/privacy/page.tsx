import { page } from '@/components/pages/privacy';

export const generateMetadata = page.desktop.generateMetadata;
export default page.desktop.Page;
