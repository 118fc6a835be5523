import { accountPage } from '@/components/account/accountPage';
import { RegisterForm } from '@/components/account/RegisterForm';
import { PrivacyNotice } from '@/components/shared/forms/PrivacyNotice';

const page = accountPage('register', (links, { locale, shell }) => (
  <RegisterForm {...links} privacyNotice={<PrivacyNotice locale={locale} shell={shell} form="register" />} />
));

export const generateMetadata = page.generateMetadata;
export default page.Page;
