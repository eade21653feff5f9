import { data } from 'react-router';

/** Any unknown path: a real 404 status, rendered by the public layout's error boundary inside the shell. */
export function loader() {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export default function NotFoundRoute() {
  return null;
}
