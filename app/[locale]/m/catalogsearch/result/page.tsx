import { mobileSearch as page } from '@/components/pages/search';

export const generateMetadata = page.generateMetadata;
export default page.Page;
