import { useId } from 'react';
import { SectionHeading } from '~/components/ui/section-heading';
import { ServiceCards } from '~/features/home';
import { FeatureCards, NumberedCards } from '~/features/services';
import { cn } from '~/lib/cn';
import { BLOCK_ICON_COMPONENTS } from './icons';
import type { BlockViewProps } from './types';

/**
 * The test ids the pages' sections have always had (e2e/pages.test.ts): the home services, the software
 * scenarios, and the icon cards of the app and outsourcing pages.
 */
const TEST_IDS: Readonly<Record<string, string>> = { services: 'home-services', numbered: 'scenarios', aplicativo: 'app-services', outsourcing: 'offerings' };

/** A grid of cards under a section heading: icon and text, numbered, or the services with their links. */
export function CardsBlock({ block, page }: BlockViewProps<'cards'>) {
  const { eyebrow, title, text, style, background, items } = block.content;
  const headingId = useId();
  const cards = items.map((item) => ({ ...item, icon: BLOCK_ICON_COMPONENTS[item.icon] }));
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={cn(background === 'tint' && 'bg-ink-50', 'py-20 md:py-28')}
      data-testid={TEST_IDS[style === 'features' ? page : style]}
    >
      <div className="container-content">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} text={text} />
        {style === 'services' ? (
          <ServiceCards items={cards} className="mt-12" />
        ) : style === 'numbered' ? (
          <NumberedCards items={cards} className="mt-14" />
        ) : (
          <FeatureCards items={cards} className="mt-14" />
        )}
      </div>
    </section>
  );
}
