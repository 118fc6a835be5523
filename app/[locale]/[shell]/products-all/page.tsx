import { finderPage } from '@/components/page/finder/finderPage';

/** The plain finder (`/products` without a query), prerendered: next.config.ts rewrites to it. */
const page = finderPage(true);

export const generateMetadata = page.generateMetadata;
export default page.Page;
