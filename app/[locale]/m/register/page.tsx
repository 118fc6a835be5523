import { page } from '@/components/pages/register';

export const generateMetadata = page.mobile.generateMetadata;
export default page.mobile.Page;
