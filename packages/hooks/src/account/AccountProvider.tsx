import {
  createContext,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  isAccountType,
  resolveInitialAccountType,
  SESSION_STORAGE_KEYS,
  STORAGE_KEYS,
  type AccountType,
  type User,
} from '@hireloop/sdk';
import { TIMINGS } from '@hireloop/sdk/constants';
import { useAuth } from '../auth/useAuth';
import { useHireloop, type HireloopContextValue } from '../core/HireloopProvider';
import { queryKeys } from '../core/queryKeys';
import {
  CLOSED_JOB_MODAL,
  closedJobModal,
  openedJobModal,
  type JobModalState,
  type OpenJobModalOptions,
  type SubscriptionModalReason,
  type SubscriptionModalState,
} from './modalState';

export interface AccountContextValue {
  /** The account the user acts as (SPEC §4 "Account type"). */
  accountType: AccountType;
  /** Sets it without navigating (restoring after a checkout, say); persisted per user. */
  setAccountType(type: AccountType): void;
  /**
   * SPEC §2/§4 account switch (`TEXTS.shell.switchTo`): refreshes subscription data, goes to `/`
   * after 50 ms and refetches it 200 ms after that.
   */
  switchAccount(type: AccountType): void;
  jobModal: JobModalState;
  openJobModal(options?: OpenJobModalOptions): void;
  closeJobModal(): void;
  subscriptionModal: SubscriptionModalState;
  /** @param reason @default 'no-subscription' @param message the server's words, shown with it */
  openSubscriptionModal(reason?: SubscriptionModalReason, message?: string): void;
  closeSubscriptionModal(): void;
  /** The talent waitlist/upgrade modal (SPEC §2 `TEXTS.shell.upgrade.talent`). */
  waitlistModalOpen: boolean;
  openWaitlistModal(): void;
  closeWaitlistModal(): void;
}

export const AccountContext = createContext<AccountContextValue | null>(null);

/** SPEC §4: "the one stored for the user, else the session's initial account type, else the role". */
const initialAccountType = (storage: HireloopContextValue['storage'], user: User | null) =>
  resolveInitialAccountType({
    stored: user ? storage.local.get(STORAGE_KEYS.currentAccountType(user.id)) : undefined,
    sessionInitial: storage.session.get(SESSION_STORAGE_KEYS.initialAccountType),
    role: user?.role,
  });

/**
 * The account context (SPEC §3/§4): the account type with its per-user persistence, switching,
 * and the modal state the header and pages share. Inside `AuthProvider`.
 */
export function AccountProvider({ children }: { children?: ReactNode }) {
  const { storage, queryClient, navigate } = useHireloop();
  const { user } = useAuth();
  const userId = user?.id ?? null;

  // Re-initialised while rendering when the user changes, so no screen sees the last user's type.
  const [state, setState] = useState(() => ({
    userId,
    accountType: initialAccountType(storage, user),
  }));
  let current = state;
  if (state.userId !== userId) {
    current = { userId, accountType: initialAccountType(storage, user) };
    setState(current);
  }
  const { accountType } = current;

  // SPEC §4: "The initial session value is removed once applied to a changed user."
  useEffect(() => {
    if (userId !== null) storage.session.remove(SESSION_STORAGE_KEYS.initialAccountType);
  }, [userId, storage]);

  // SPEC §4: "persisted per user" (currentAccountType_{userId}).
  useEffect(() => {
    if (userId !== null) storage.local.set(STORAGE_KEYS.currentAccountType(userId), accountType);
  }, [userId, accountType, storage]);

  const setAccountType = useCallback((type: AccountType) => {
    if (!isAccountType(type)) return;
    setState((prev) => ({ ...prev, accountType: type }));
  }, []);

  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const switchAccount = useCallback(
    (type: AccountType) => {
      if (!isAccountType(type)) return;
      setAccountType(type);
      if (userId !== null) storage.local.set(STORAGE_KEYS.currentAccountType(userId), type);
      const refresh = () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.subscriptions() });
        void queryClient.invalidateQueries({ queryKey: queryKeys.usage() });
      };
      refresh();
      timers.current.forEach(clearTimeout);
      timers.current = [
        setTimeout(() => navigate('/'), TIMINGS.accountSwitchRedirect),
        setTimeout(refresh, TIMINGS.accountSwitchRedirect + TIMINGS.accountSwitchRefetch),
      ];
    },
    [navigate, queryClient, setAccountType, storage, userId],
  );

  const [jobModal, setJobModal] = useState<JobModalState>(CLOSED_JOB_MODAL);
  const [subscriptionModal, setSubscriptionModal] = useState<SubscriptionModalState>({
    open: false,
    reason: 'no-subscription',
  });
  const [waitlistModalOpen, setWaitlistModalOpen] = useState(false);

  const value = useMemo<AccountContextValue>(
    () => ({
      accountType,
      setAccountType,
      switchAccount,
      jobModal,
      openJobModal: (options) => setJobModal(openedJobModal(options)),
      closeJobModal: () => setJobModal(closedJobModal),
      subscriptionModal,
      openSubscriptionModal: (reason = 'no-subscription', message) =>
        setSubscriptionModal({ open: true, reason, message }),
      closeSubscriptionModal: () => setSubscriptionModal((prev) => ({ ...prev, open: false })),
      waitlistModalOpen,
      openWaitlistModal: () => setWaitlistModalOpen(true),
      closeWaitlistModal: () => setWaitlistModalOpen(false),
    }),
    [accountType, setAccountType, switchAccount, jobModal, subscriptionModal, waitlistModalOpen],
  );
  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}
