import { searchPage } from '@/components/page/searchPage';

const page = searchPage('mobileSearch');

export const generateMetadata = page.generateMetadata;
export default page.Page;
