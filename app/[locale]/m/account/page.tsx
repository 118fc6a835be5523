import { page } from '@/components/pages/account';

export const generateMetadata = page.mobile.generateMetadata;
export default page.mobile.Page;
