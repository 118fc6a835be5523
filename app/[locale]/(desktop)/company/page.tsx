import { page } from '@/components/pages/company';

export const generateMetadata = page.desktop.generateMetadata;
export default page.desktop.Page;
