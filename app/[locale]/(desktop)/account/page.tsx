import { page } from '@/components/pages/account';

export const generateMetadata = page.desktop.generateMetadata;
export default page.desktop.Page;
