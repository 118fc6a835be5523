import { page } from '@/components/pages/story';

export const generateMetadata = page.mobile.generateMetadata;
export default page.mobile.Page;
