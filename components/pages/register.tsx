import { accountPage } from '@/components/account/accountPage';
import { RegisterForm } from '@/components/account/RegisterForm';
import { PrivacyNotice } from '@/components/shared/forms/PrivacyNotice';

export const page = accountPage('register', '/register', (links, { locale, shell }) => (
  <RegisterForm {...links} privacyNotice={<PrivacyNotice locale={locale} shell={shell} form="register" />} />
));
