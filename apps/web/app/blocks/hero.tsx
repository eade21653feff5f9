import type { TResolvedBlock } from '@softhouse/contracts';
import { useId } from 'react';
import { StatusScreen } from '~/components/shell/status-screen';
import { AboutHero } from '~/features/about';
import { BlogIntro } from '~/features/blog';
import { CasesIntro } from '~/features/cases';
import { ContactFormIsland, ContactIntro, type ContactSource } from '~/features/contact';
import { HomeHero } from '~/features/home';
import { ServiceHero } from '~/features/services';
import { BlockButtons, type ArrowStyle } from './buttons';
import type { BlockViewProps } from './types';
import { WinkingFace } from './winking-face';

type HeroContent = TResolvedBlock<'hero'>['content'];

/** The page a lead form stands on, as its leads are told apart (decision 030). */
const FORM_SOURCES: Readonly<Record<string, ContactSource>> = { aplicativo: 'aplicativo', software: 'software', outsourcing: 'outsourcing' };

/** A page's opening (decision 047), drawn as the page kind its `visual` names. */
export function HeroBlock({ block, data, page }: BlockViewProps<'hero'>) {
  const content = block.content;
  const buttons = content.buttons;
  const actions = (arrows: ArrowStyle = 'forward') => (buttons.length ? <BlockButtons buttons={buttons} arrows={arrows} /> : null);
  const { eyebrow, title, description, metricsLabel } = content;
  const metrics = content.metrics;
  switch (content.visual) {
    case 'home':
      return <HomeHero eyebrow={eyebrow} title={title} description={description} actions={actions('home')} metrics={metrics} />;
    case 'about':
      return (
        <AboutHero eyebrow={eyebrow} title={title} description={description} actions={actions()} metricsLabel={metricsLabel} metrics={metrics} />
      );
    case 'service':
      return (
        <ServiceHero eyebrow={eyebrow} title={title} description={description} actions={actions()} metrics={metrics} metricsLabel={metricsLabel} />
      );
    case 'service-form':
      return (
        <ServiceHero
          eyebrow={eyebrow}
          title={title}
          description={description}
          actions={actions()}
          metrics={metrics}
          metricsLabel={metricsLabel}
          aside={<HeroForm content={content} source={FORM_SOURCES[page] ?? 'contato'} />}
        />
      );
    case 'cases':
      return <CasesIntro eyebrow={eyebrow} title={title} description={description} total={data.casesTotal} claims={metrics} />;
    case 'blog':
      return (
        <BlogIntro eyebrow={eyebrow} title={title} description={description}>
          {buttons.length ? <div className="mt-10 flex flex-wrap gap-3">{actions()}</div> : null}
        </BlogIntro>
      );
    case 'contact':
      return <ContactIntro eyebrow={eyebrow} title={title} description={description} />;
    case 'thanks':
      return (
        <StatusScreen testId="thanks" visual={<WinkingFace />} eyebrow={eyebrow} title={title} description={description} actions={actions('back')} />
      );
  }
}

/** The lead form beside a service page's opening (/aplicativo), with its own heading. */
function HeroForm({ content, source }: { content: HeroContent; source: ContactSource }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={content.formTitle ? titleId : undefined}
      aria-label={content.formTitle ? undefined : content.title}
      className="rounded-panel bg-white p-5 shadow-lift ring-1 ring-ink-200/70 sm:p-8"
      data-testid="app-hero-form"
    >
      {content.formTitle ? (
        <h2 id={titleId} className="mb-1.5 text-2xl font-extrabold tracking-[-0.03em] text-brand-dark">
          {content.formTitle}
        </h2>
      ) : null}
      {content.formText ? <p className="text-ink-600">{content.formText}</p> : null}
      <ContactFormIsland source={source} formKey="hero" label={content.formTitle || content.title} className="mt-5" />
    </section>
  );
}
