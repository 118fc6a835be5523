import { page } from '@/components/pages/feedback';

export const generateMetadata = page.desktop.generateMetadata;
export default page.desktop.Page;
