import { Navigate } from 'react-router';

/** Cases is the default tab. */
export default function AdminIndexRoute() {
  return <Navigate to="/admin/cases" replace />;
}
