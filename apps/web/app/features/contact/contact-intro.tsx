import { RichText } from '~/components/ui/rich-text';

type ContactIntroProps = {
  eyebrow: string;
  title: string;
  /** Paragraphs separated by a blank line, **bold** kept. */
  description: string;
};

/** The opening of /contato; its bottom leaves room for the form and channels that rise into it. */
export function ContactIntro({ eyebrow, title, description }: ContactIntroProps) {
  return (
    <section className="relative isolate overflow-hidden border-b border-ink-100 bg-ink-50">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-ink-200)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-ink-200)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top_right,black,transparent_65%)] bg-[size:56px_56px] opacity-60"
      />
      <div className="container-content pt-16 pb-36 md:pt-24 md:pb-44">
        {eyebrow ? <p className="mb-5 text-sm font-extrabold tracking-[0.2em] text-brand uppercase">{eyebrow}</p> : null}
        <h1 className="max-w-4xl text-display font-extrabold text-balance text-brand-dark">{title}</h1>
        <RichText text={description} className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-ink-600 md:text-xl" />
      </div>
    </section>
  );
}
