import { accountPage } from '@/components/account/accountPage';
import { AccountSettings } from '@/components/account/AccountSettings';

export const page = accountPage('account', '/account', (links) => <AccountSettings {...links} />);
