import { useMutation, useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { SESSION_STORAGE_KEYS, STORAGE_KEYS, type Client, type User } from '@hireloop/sdk';
import { TEXTS, TIMINGS } from '@hireloop/sdk/constants';
import { useHireloop } from '../core/HireloopProvider';
import { queryKeys } from '../core/queryKeys';
import { serverMessage } from '../core/serverMessage';
import { userQuery } from '../queries/session';
import { toast } from '../toast/toastStore';
import { refreshAfterLogin } from './refreshAfterLogin';

export type LoginInput = Parameters<Client['auth']['login']>[0];
export type RegisterInput = Parameters<Client['auth']['register']>[0];

export interface AuthContextValue {
  /** The signed-in user, or `null` (signed out, or the user fetch failed: SPEC §8). */
  user: User | null;
  /** True while the session is first being loaded (show a spinner, SPEC §2). */
  isLoading: boolean;
  isAuthenticated: boolean;
  /** Signs in; resolves the user, or `null` after showing the `TEXTS.loginFailed` toast. */
  login(input: LoginInput): Promise<User | null>;
  /** Creates the account; resolves the user, or `null` after the `TEXTS.registrationFailed` toast. */
  register(input: RegisterInput): Promise<User | null>;
  /** Signs out (never rejects; a server failure shows the `TEXTS.logoutIssue.title` toast). */
  logout(): Promise<void>;
  isLoggingIn: boolean;
  isRegistering: boolean;
  isLoggingOut: boolean;
  /** Re-reads the session (after a profile change that renames the user, say). */
  refetchUser(): Promise<unknown>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The session (SPEC §4 "Session"): the user query, login, registration and logout with their
 * navigation, toasts and refreshes. Inside `HireloopProvider`.
 */
export function AuthProvider({ children }: { children?: ReactNode }) {
  const hireloop = useHireloop();
  const { client, queryClient, storage, navigate, analytics, log } = hireloop;
  const query = useQuery(userQuery(client));
  const user = query.isError ? null : (query.data ?? null);

  // The post-login refresh runs 100 ms later (SPEC §9); a pending one dies with the provider.
  const refreshTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);

  // SPEC §7: "An analytics identify call with the user's id, email, name, role and title".
  const identified = useRef<number | null>(null);
  useEffect(() => {
    if (!user || identified.current === user.id) return;
    identified.current = user.id;
    analytics?.identify({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      title: user.title,
    });
  }, [user, analytics]);

  const signedIn = useCallback(
    (signed: User) => {
      queryClient.setQueryData(queryKeys.user(), signed);
    },
    [queryClient],
  );

  const loginMutation = useMutation({
    mutationFn: (input: LoginInput) => client.auth.login(input),
    onSuccess: (signed) => {
      signedIn(signed);
      clearTimeout(refreshTimer.current);
      refreshTimer.current = setTimeout(() => {
        void refreshAfterLogin(hireloop, signed);
      }, TIMINGS.postLoginRefresh);
      navigate('/');
    },
    onError: (error) => {
      toast({
        title: TEXTS.loginFailed,
        description: serverMessage(error),
        variant: 'destructive',
      });
    },
  });

  const registerMutation = useMutation({
    mutationFn: (input: RegisterInput) => client.auth.register(input),
    onSuccess: (signed) => {
      signedIn(signed);
      // Not shown in SPEC: what the onboarding and waitlist screens read about a new account.
      storage.local.set(STORAGE_KEYS.registrationTime, new Date().toISOString());
      if (signed.role === 'talent') {
        storage.local.set(STORAGE_KEYS.talentRegistered, 'true');
        storage.local.set(STORAGE_KEYS.newTalentRegistered, 'true');
        storage.session.set(SESSION_STORAGE_KEYS.talentRegistered, 'true');
        storage.session.set(SESSION_STORAGE_KEYS.newTalentRegistered, 'true');
      }
      navigate('/onboarding');
    },
    onError: (error) => {
      toast({
        title: TEXTS.registrationFailed,
        description: serverMessage(error),
        variant: 'destructive',
      });
    },
  });

  const logoutMutation = useMutation({
    mutationFn: async () => {
      clearTimeout(refreshTimer.current);
      // SPEC §4: "clear all cached data and the listed storage keys, call the logout endpoint,
      // set user to none, go to /auth".
      await queryClient.cancelQueries();
      queryClient.removeQueries({
        predicate: ({ queryKey }) => queryKey[0] !== queryKeys.user()[0],
      });
      storage.clearOnLogout();
      try {
        await client.auth.logout();
        return true;
      } catch (error) {
        log('Logout failed on the server', error);
        return false;
      } finally {
        identified.current = null;
        queryClient.setQueryData(queryKeys.user(), null);
      }
    },
    onSuccess: (ok) => {
      if (!ok)
        toast({ title: TEXTS.logoutIssue.title, description: TEXTS.logoutIssue.description });
      navigate('/auth');
    },
  });

  const { mutateAsync: loginAsync } = loginMutation;
  const { mutateAsync: registerAsync } = registerMutation;
  const { mutateAsync: logoutAsync } = logoutMutation;
  const { refetch } = query;
  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isLoading: query.isPending,
      isAuthenticated: user !== null,
      login: (input) => loginAsync(input).catch(() => null),
      register: (input) => registerAsync(input).catch(() => null),
      logout: async () => {
        await logoutAsync();
      },
      isLoggingIn: loginMutation.isPending,
      isRegistering: registerMutation.isPending,
      isLoggingOut: logoutMutation.isPending,
      refetchUser: () => refetch(),
    }),
    [
      user,
      query.isPending,
      loginAsync,
      registerAsync,
      logoutAsync,
      loginMutation.isPending,
      registerMutation.isPending,
      logoutMutation.isPending,
      refetch,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
