import { useContext } from 'react';
import { MissingProviderError } from '../errors/MissingProviderError';
import { AuthContext, type AuthContextValue } from './AuthProvider';

/** The session: user, login, register, logout. SPEC §8: throws outside `AuthProvider`. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new MissingProviderError('useAuth', 'AuthProvider');
  return value;
}
