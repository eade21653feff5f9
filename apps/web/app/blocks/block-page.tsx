import type { TBlockType } from '@softhouse/contracts';
import { ArrowRight } from 'lucide-react';
import type { ComponentType } from 'react';
import { StatusScreen } from '~/components/shell/status-screen';
import { Button } from '~/components/ui/button';
import { useLanguage } from '~/i18n';
import type { Namespace } from '~/i18n/dictionaries';
import { LocalLink } from '~/i18n/local-link';
import { BLOCK_RENDERERS } from './registry';
import type { BlockViewProps, LoadedBlock } from './types';

/**
 * The dictionary namespaces the block renderers use for the interface's own words (the lead form, the
 * carousel's controls, the posts' messages, the listings): every block page's route loads them.
 */
export const BLOCK_NAMESPACES = ['carousel', 'contact', 'contactForm', 'home', 'technologies', 'cases', 'blog'] as const satisfies readonly Namespace[];

type BlockPageProps = {
  /** The page's visible blocks in order, with their data (blocks/index.server.ts loadPageBlocks). */
  blocks: LoadedBlock[];
  /** The page they belong to (home, sobre, software...). */
  page: string;
};

/** A public page as its editors built it (decision 047): its blocks in order, or a call to contact when none is visible. */
export function BlockPage({ blocks, page }: BlockPageProps) {
  if (!blocks.length) return <EmptyPage />;
  return blocks.map(({ block, data }) => {
    const View = BLOCK_RENDERERS[block.type] as ComponentType<BlockViewProps<TBlockType>>;
    return <View key={block.id} block={block} data={data} page={page} />;
  });
}

/** Every block hidden: the page still has its heading and a way to reach the team. */
function EmptyPage() {
  const { t } = useLanguage();
  return (
    <StatusScreen
      testId="empty-page"
      title={t('common.emptyPage.title')}
      description={t('common.emptyPage.text')}
      actions={
        <Button asChild size="lg">
          <LocalLink to="/contato">
            {t('common.talkToSpecialist')}
            <ArrowRight aria-hidden="true" />
          </LocalLink>
        </Button>
      }
    />
  );
}
