import { PublicPage } from '../../components/PublicPage';

export default function ResetPasswordPage() {
  return <PublicPage title="ResetPassword">ResetPassword</PublicPage>;
}
