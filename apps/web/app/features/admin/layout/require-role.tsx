import type { TRole } from '@softhouse/contracts';
import type { ReactNode } from 'react';
import { NoticeScreen } from '../components/notice-screen';
import { useSession } from '../session/session-store';

/** Screens for one role only; the API enforces the same rule, this spares the user a screen of errors. */
export function RequireRole({ role, children }: { role: TRole; children: ReactNode }) {
  const session = useSession();
  if (session?.user.role !== role) return <NoticeScreen variant="denied" />;
  return children;
}
