import { page } from '@/components/pages/installation';

export const generateMetadata = page.desktop.generateMetadata;
export default page.desktop.Page;
