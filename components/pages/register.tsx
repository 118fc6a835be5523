import { accountPage } from '@/components/account/accountPage';
import { RegisterForm } from '@/components/account/RegisterForm';

export const page = accountPage('register', '/register', (links) => <RegisterForm {...links} />);
