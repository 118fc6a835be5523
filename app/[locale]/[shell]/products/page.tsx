import { finderPage } from '@/components/page/finder/finderPage';

/** The finder with a query (`/products?standard=uk`), rendered for each request. */
const page = finderPage(false);

export const generateMetadata = page.generateMetadata;
export default page.Page;
