import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { useLocalPath } from './local-path';

/**
 * A link to a page of the site, written with its Portuguese path and followed in the page's language.
 * For server-rendered parts only: islands (decision 009) use plain anchors with useLocalPath, so that
 * the router stays out of the public pages' JavaScript (imported from here, not from ~/i18n).
 */
export function LocalLink({ to, ...props }: Omit<ComponentProps<typeof Link>, 'to'> & { to: string }) {
  const localPath = useLocalPath();
  return <Link to={localPath(to)} {...props} />;
}
