import { page } from '@/components/pages/supportProduct';

export const generateMetadata = page.mobile.generateMetadata;
export default page.mobile.Page;
