import { accountPage } from '@/components/account/accountPage';
import { LoginForm } from '@/components/account/LoginForm';

export const page = accountPage('login', '/login', (links) => <LoginForm {...links} />);
