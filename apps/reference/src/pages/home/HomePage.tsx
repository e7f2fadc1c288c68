import { useAccount } from '@hireloop/hooks';
import { EmployerHome } from './EmployerHome';
import { TalentHome } from './TalentHome';

/** / (SPEC §2), the target after login: a home per account type. */
export default function HomePage() {
  const { accountType } = useAccount();
  return accountType === 'employer' ? <EmployerHome /> : <TalentHome />;
}
