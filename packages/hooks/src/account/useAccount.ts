import { useContext } from 'react';
import { AccountContext, type AccountContextValue } from './AccountProvider';

/** Account type, switching and modal state. SPEC §8: throws outside `AccountProvider`. */
export function useAccount(): AccountContextValue {
  const value = useContext(AccountContext);
  if (!value) throw new Error('useAccount must be used within an AccountProvider');
  return value;
}
