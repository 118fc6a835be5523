import { page } from '@/components/pages/download';

export const generateMetadata = page.mobile.generateMetadata;
export default page.mobile.Page;
