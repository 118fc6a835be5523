import { page } from '@/components/pages/company';

export const generateMetadata = page.mobile.generateMetadata;
export default page.mobile.Page;
