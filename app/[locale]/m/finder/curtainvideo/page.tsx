import { page } from '@/components/pages/curtainvideo';

export const generateMetadata = page.mobile.generateMetadata;
export default page.mobile.Page;
