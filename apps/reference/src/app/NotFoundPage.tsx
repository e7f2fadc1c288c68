import { NotFound } from '@hireloop/ui';
import { renderAppLink } from '../lib/AppLink';

/** Any path not in the route table (SPEC §2): `TEXTS.notFound.title`. */
export default function NotFoundPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <NotFound
        renderLink={({ href, className, children }) => renderAppLink({ href, className, children })}
      />
    </main>
  );
}
