import sprite from './social-icons.svg?url';

/*
 * The marks live in one SVG sprite (an image, cached once), not in JavaScript, where their paths
 * (6 KB) would ship with the shell of every page. They come from simple-icons, which has no LinkedIn
 * mark (brand request): that one is drawn in the sprite on the same 24-unit grid.
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

export function SocialIcon({ platform, className }: { platform: string; className?: string }) {
  const id = platform.toLowerCase();
  if (!Object.hasOwn(NAMES, id)) return null;
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <use href={`${sprite}#${id}`} />
    </svg>
  );
}
