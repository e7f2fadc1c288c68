import { useAuth } from '@hireloop/hooks';
import { NotFound } from '@hireloop/ui';
import { renderAppLink } from '../lib/AppLink';

/**
 * Any path not in the route table (SPEC §2): `TEXTS.notFound.title`. Signed in, it is drawn inside
 * the signed-in frame (App's NotFoundFrame), whose shell holds the page's `<main>`; signed out, it
 * stands alone.
 */
export default function NotFoundPage() {
  const { user } = useAuth();
  const notFound = (
    <NotFound
      renderLink={({ href, className, children }) => renderAppLink({ href, className, children })}
    />
  );
  if (user) return notFound;
  return <main className="flex min-h-dvh items-center justify-center p-6">{notFound}</main>;
}
