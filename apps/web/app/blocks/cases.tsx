import { CasesShowcase } from '~/features/carousel';
import type { BlockViewProps } from './types';

/** A case carousel (decision 047): the cases its source chose on the server, featured first. */
export function CasesBlock({ block, data }: BlockViewProps<'cases'>) {
  const { eyebrow, title, text, linkLabel, background } = block.content;
  return (
    <CasesShowcase
      cases={data}
      eyebrow={eyebrow}
      title={title}
      text={text}
      linkLabel={linkLabel}
      className={background === 'tint' ? 'bg-ink-50' : undefined}
    />
  );
}
