import { page } from '@/components/pages/login';

export const generateMetadata = page.desktop.generateMetadata;
export default page.desktop.Page;
