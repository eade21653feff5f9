import { ArrowDown, ArrowLeft, ArrowRight, ArrowUpRight, type LucideIcon } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { SiteLink } from '~/components/ui/site-link';

export type BlockButton = { label: string; href: string; style: 'primary' | 'secondary' };

/**
 * Which arrow a button shows: down to an anchor on the page, out of the site up and to the right,
 * forward to another page. `home` points its secondary call up and to the right, as the home page always
 * has; `back` leads with an arrow back (the thanks page's way home).
 */
export type ArrowStyle = 'forward' | 'home' | 'back';

function arrowFor(button: BlockButton, arrows: ArrowStyle): LucideIcon {
  if (arrows === 'back') return ArrowLeft;
  if (button.href.startsWith('#')) return ArrowDown;
  if (/^https?:/i.test(button.href) || (arrows === 'home' && button.style === 'secondary')) return ArrowUpRight;
  return ArrowRight;
}

type BlockButtonsProps = {
  buttons: readonly BlockButton[];
  arrows?: ArrowStyle;
  /** On a dark band: the primary call in the accent colour, the secondary outlined in white. */
  inverse?: boolean;
};

/** A block's buttons (decision 047), each to where the editor pointed it; nothing when there are none. */
export function BlockButtons({ buttons, arrows = 'forward', inverse = false }: BlockButtonsProps) {
  return buttons.map((button, index) => {
    const Arrow = arrowFor(button, arrows);
    const variant = inverse ? (button.style === 'primary' ? 'accent' : 'inverse') : button.style;
    return (
      <Button key={index} asChild size="lg" variant={variant}>
        <SiteLink href={button.href}>
          {arrows === 'back' ? <Arrow aria-hidden="true" /> : null}
          {button.label}
          {arrows === 'back' ? null : <Arrow aria-hidden="true" />}
        </SiteLink>
      </Button>
    );
  });
}
