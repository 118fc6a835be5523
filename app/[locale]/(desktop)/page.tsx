import { page } from '@/components/pages/home';

export const generateMetadata = page.desktop.generateMetadata;
export default page.desktop.Page;
