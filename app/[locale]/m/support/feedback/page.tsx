import { page } from '@/components/pages/feedback';

export const generateMetadata = page.mobile.generateMetadata;
export default page.mobile.Page;
