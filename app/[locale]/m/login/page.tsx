import { page } from '@/components/pages/login';

export const generateMetadata = page.mobile.generateMetadata;
export default page.mobile.Page;
