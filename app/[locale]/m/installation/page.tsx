import { page } from '@/components/pages/installation';

export const generateMetadata = page.mobile.generateMetadata;
export default page.mobile.Page;
