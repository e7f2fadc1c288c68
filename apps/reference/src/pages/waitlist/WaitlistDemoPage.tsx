import { PublicPage } from '../../components/PublicPage';

export default function WaitlistDemoPage() {
  return <PublicPage title="WaitlistDemo">WaitlistDemo</PublicPage>;
}
