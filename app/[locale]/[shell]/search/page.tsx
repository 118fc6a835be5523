import { searchPage } from '@/components/page/searchPage';

const page = searchPage('search');

export const generateMetadata = page.generateMetadata;
export default page.Page;
