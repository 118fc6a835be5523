import { page } from '@/components/pages/photo';

export const generateMetadata = page.mobile.generateMetadata;
export default page.mobile.Page;
