import { Navigate } from 'react-router';
import { useSession } from '../session/session-store';
import { homeFor } from './nav';

/** /admin opens the first tab the role may use: Cases for administrators and editors, Contato for sales. */
export function AdminHome() {
  const session = useSession();
  return <Navigate to={session ? homeFor(session.user.role) : '/admin/login'} replace />;
}
