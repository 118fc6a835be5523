import { page } from '@/components/pages/register';

export const generateMetadata = page.desktop.generateMetadata;
export default page.desktop.Page;
