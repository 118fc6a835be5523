import { page } from '@/components/pages/photo';

export const generateMetadata = page.desktop.generateMetadata;
export default page.desktop.Page;
