import { page } from '@/components/pages/story';

export const generateMetadata = page.desktop.generateMetadata;
export default page.desktop.Page;
