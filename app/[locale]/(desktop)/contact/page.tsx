import { page } from '@/components/pages/contact';

export const generateMetadata = page.desktop.generateMetadata;
export default page.desktop.Page;
