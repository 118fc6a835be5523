import { accountPage } from '@/components/account/accountPage';
import { AccountSettings } from '@/components/account/AccountSettings';

const page = accountPage('account', (links) => <AccountSettings {...links} />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
