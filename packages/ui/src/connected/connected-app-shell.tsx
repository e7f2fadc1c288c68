import {
  useAccount,
  useAuth,
  useIsSubscriptionActive,
  useNotifications,
  useProfiling,
  useStartJobRequest,
  useUnreadCounts,
} from '@hireloop/hooks';
import { AppShell, type AppShellProps } from '../marketplace/shell/app-shell';

export type ConnectedAppShellProps = Pick<
  AppShellProps,
  | 'currentPath'
  | 'renderLink'
  | 'onNavigate'
  | 'showNavItem'
  | 'accountExtra'
  | 'children'
  | 'className'
>;

/**
 * The app shell fed from the hooks (SPEC §2): the account type and its switch, the profile card
 * from the own profile, the unread messages badge, the bell's dots, the upgrade button (opens the
 * waitlist/upgrade modal for talent, the subscription modal for employers; hidden with an active
 * subscription), the `TEXTS.shell.jobRequest` button and `TEXTS.shell.logOut`. Inside the hooks' providers.
 */
export function ConnectedAppShell(props: ConnectedAppShellProps) {
  const { user, logout } = useAuth();
  const { accountType, switchAccount, openWaitlistModal, openSubscriptionModal } = useAccount();
  const profile = useProfiling().data;
  const unread = useUnreadCounts().data;
  const notifications = useNotifications().data;
  const active = useIsSubscriptionActive();
  const startJobRequest = useStartJobRequest();
  return (
    <AppShell
      {...props}
      accountType={accountType}
      profile={{
        name: profile?.name ?? user?.name ?? '',
        profileImage: profile?.profileImage,
        companyName: profile?.companyName,
        companyLogo: profile?.companyLogo,
      }}
      unreadMessages={(unread?.directMessages.unreadCount ?? 0) + (unread?.groups.unreadCount ?? 0)}
      unreadNotifications={notifications?.unreadCount ?? 0}
      hasNotifications={(notifications?.items.length ?? 0) > 0}
      hasActiveSubscription={active}
      onUpgrade={() =>
        accountType === 'talent' ? openWaitlistModal() : openSubscriptionModal('no-subscription')
      }
      onJobRequest={() => startJobRequest()}
      onSwitchAccount={switchAccount}
      onLogout={() => void logout()}
    />
  );
}
