import { localizePath } from '@softhouse/contracts/constants';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { useLanguage } from './language-provider';

/** A site path in the page's language: `/contato` on an English page is `/en/contato` (decision 027). */
export function useLocalPath(): (path: string) => string {
  const { language } = useLanguage();
  return (path) => localizePath(path, language);
}

/** A link to a page of the site, written with its Portuguese path and followed in the page's language. */
export function LocalLink({ to, ...props }: Omit<ComponentProps<typeof Link>, 'to'> & { to: string }) {
  const localPath = useLocalPath();
  return <Link to={localPath(to)} {...props} />;
}
