import type { ComponentProps } from 'react';
import { LocalLink } from '~/i18n/local-link';

/**
 * A link an editor wrote (decision 047): a site path is followed in the page's language, an anchor
 * (#contato), mailto: or tel: stays on the page as it is, an http(s) address leaves the site without
 * handing it the referrer's window.
 */
export function SiteLink({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  if (href.startsWith('/')) return <LocalLink to={href} {...props} />;
  if (/^https?:/i.test(href)) return <a href={href} rel="noopener noreferrer" {...props} />;
  return <a href={href} {...props} />;
}
