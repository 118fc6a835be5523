import { AdminLogin } from '@/components/admin/AdminLogin';

/** Shown with HTTP 401 by every admin page without the admin session. */
export default function AdminUnauthorized() {
  return <AdminLogin />;
}
