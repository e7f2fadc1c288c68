import { Outlet } from '../lib/router';
import { useAuth } from '@hireloop/hooks';
import { EmptyState } from '@hireloop/ui';
import { renderAppLink } from '../lib/AppLink';

/** Admin pages (SPEC §2; the check is ours, SPEC §6 leaves it unshown): others see why not. */
export default function AdminOnly() {
  const { user } = useAuth();
  if (user?.isAdmin) return <Outlet />;
  return (
    <div className="mx-auto max-w-xl p-6">
      <EmptyState
        titleAs="h1"
        title="You're not allowed to see this page"
        description="The admin pages are for Hireloop administrators. If you think you should have access, ask an administrator to grant it."
        action={renderAppLink({ href: '/', children: 'Back to Home', className: 'underline' })}
      />
    </div>
  );
}
