import { cn } from '~/lib/cn';

type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  title?: string;
  text?: string;
  align?: 'start' | 'center';
  className?: string;
};

/** Eyebrow, h2 and lead text: the opening of a page section, in one type scale; an empty text leaves its element out. */
export function SectionHeading({ id, eyebrow, title, text, align = 'start', className }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? <p className="mb-4 text-sm font-extrabold tracking-[0.2em] text-brand uppercase">{eyebrow}</p> : null}
      {title ? (
        <h2
          id={id}
          className="text-4xl leading-[1.05] font-extrabold tracking-[-0.035em] text-balance text-brand-dark md:text-5xl"
        >
          {title}
        </h2>
      ) : null}
      {text ? <p className="mt-5 text-lg leading-relaxed text-pretty text-ink-600">{text}</p> : null}
    </div>
  );
}
