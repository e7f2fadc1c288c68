import { PublicPage } from '../../components/PublicPage';

export default function AuthPage() {
  return <PublicPage title="Auth">Auth</PublicPage>;
}
