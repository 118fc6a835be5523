import { accountPage } from '@/components/account/accountPage';
import { LoginForm } from '@/components/account/LoginForm';

const page = accountPage('login', (links) => <LoginForm {...links} />);

export const generateMetadata = page.generateMetadata;
export default page.Page;
