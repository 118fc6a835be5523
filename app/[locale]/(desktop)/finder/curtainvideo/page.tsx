import { page } from '@/components/pages/curtainvideo';

export const generateMetadata = page.desktop.generateMetadata;
export default page.desktop.Page;
