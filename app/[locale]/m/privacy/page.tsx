import { page } from '@/components/pages/privacy';

export const generateMetadata = page.mobile.generateMetadata;
export default page.mobile.Page;
