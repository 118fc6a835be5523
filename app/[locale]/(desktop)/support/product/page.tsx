import { page } from '@/components/pages/supportProduct';

export const generateMetadata = page.desktop.generateMetadata;
export default page.desktop.Page;
