import { cn } from '~/lib/cn';
import sprite from './social-icons.svg?url';

/*
 * The marks live in one SVG sprite (an image, cached once), not in JavaScript, where their paths
 * (6 KB) would ship with the shell of every page. They come from simple-icons, which has no LinkedIn
 * mark (brand request): that one is drawn in the sprite on the same 24-unit grid.
 *
 * Each mark is a lazy <img> framed by a <view> of the sprite, so the file is fetched when the footer
 * nears the screen, never among the requests of a page's first paint (decision 051). An image cannot
 * take the link's text colour, so the sprite draws each mark twice, as the footer shows it and in the
 * brand's dark blue for hover, and the link cross-fades the two.
 */
const NAMES: Record<string, string> = {
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  facebook: 'Facebook',
  medium: 'Medium',
  youtube: 'YouTube',
  behance: 'Behance',
};

export const socialPlatformName = (platform: string) =>
  NAMES[platform.toLowerCase()] ?? platform.charAt(0).toUpperCase() + platform.slice(1);

/** A platform's mark, for a link with the `group` class that names the platform itself (the mark is decorative). */
export function SocialIcon({ platform, className }: { platform: string; className?: string }) {
  const id = platform.toLowerCase();
  if (!Object.hasOwn(NAMES, id)) return null;
  const mark = (view: string, shown: string) => (
    <img
      src={`${sprite}#${view}`}
      alt=""
      width={24}
      height={24}
      loading="lazy"
      decoding="async"
      className={cn('absolute inset-0 size-full transition-opacity duration-200', shown)}
    />
  );
  return (
    <span aria-hidden="true" className={cn('relative block', className)}>
      {mark(id, 'group-hover:opacity-0')}
      {mark(`${id}-hover`, 'opacity-0 group-hover:opacity-100')}
    </span>
  );
}
