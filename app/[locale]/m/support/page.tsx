import { page } from '@/components/pages/support';

export const generateMetadata = page.mobile.generateMetadata;
export default page.mobile.Page;
