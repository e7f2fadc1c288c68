import { useContext } from 'react';
import { MissingProviderError } from '../errors/MissingProviderError';
import { AccountContext, type AccountContextValue } from './AccountProvider';

/** Account type, switching and modal state. SPEC §8: throws outside `AccountProvider`. */
export function useAccount(): AccountContextValue {
  const value = useContext(AccountContext);
  if (!value) throw new MissingProviderError('useAccount', 'AccountProvider');
  return value;
}
