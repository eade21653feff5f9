import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../components/page-header';
import { HistoryButton, useHistoryControl } from '../history';
import { FooterColumnsCard, FooterSettingsCard, SocialLinksCard } from './footer-card';
import { MenuCard } from './menu-card';
import { footerKey } from './menu-footer-api';

/** 'Menu e Rodapé': the header navigation and everything in the site's footer. */
export function MenuFooterScreen() {
  const queryClient = useQueryClient();
  // The whole footer (columns, links, social links, legal texts) keeps one history (decision 042).
  const footerHistory = useHistoryControl();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Menu e Rodapé" description="A navegação do topo do site e o conteúdo do rodapé. As alterações aparecem no site na hora." />
      <MenuCard />
      <section aria-labelledby="footer-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id="footer-heading" className="text-lg font-bold text-ink-900">
              Rodapé
            </h2>
            <p className="text-sm text-ink-500">Colunas de links, textos legais e redes sociais.</p>
          </div>
          <HistoryButton
            control={footerHistory}
            type="footer"
            label="Histórico do rodapé"
            onRestored={() => void queryClient.invalidateQueries({ queryKey: footerKey })}
          />
        </div>
        <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
          <FooterColumnsCard />
          <div className="flex flex-col gap-6">
            <FooterSettingsCard history={footerHistory} />
            <SocialLinksCard />
          </div>
        </div>
      </section>
    </div>
  );
}
