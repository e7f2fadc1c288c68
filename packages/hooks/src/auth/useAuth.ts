import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from './AuthProvider';

/** The session: user, login, register, logout. SPEC §8: throws outside `AuthProvider`. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
