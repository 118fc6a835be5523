import { page } from '@/components/pages/support';

export const generateMetadata = page.desktop.generateMetadata;
export default page.desktop.Page;
