import { page } from '@/components/pages/contact';

export const generateMetadata = page.mobile.generateMetadata;
export default page.mobile.Page;
