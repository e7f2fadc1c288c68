import { PublicPage } from '../../components/PublicPage';

export default function ForgotPasswordPage() {
  return <PublicPage title="ForgotPassword">ForgotPassword</PublicPage>;
}
