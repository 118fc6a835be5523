import { page } from '@/components/pages/download';

export const generateMetadata = page.desktop.generateMetadata;
export default page.desktop.Page;
