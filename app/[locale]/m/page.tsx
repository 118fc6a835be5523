import { page } from '@/components/pages/home';

export const generateMetadata = page.mobile.generateMetadata;
export default page.mobile.Page;
