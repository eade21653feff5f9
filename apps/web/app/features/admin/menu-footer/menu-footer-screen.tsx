import { PageHeader } from '../components/page-header';
import { FooterColumnsCard, FooterSettingsCard, SocialLinksCard } from './footer-card';
import { MenuCard } from './menu-card';

/** 'Menu e Rodapé': the header navigation and everything in the site's footer. */
export function MenuFooterScreen() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Menu e Rodapé" description="A navegação do topo do site e o conteúdo do rodapé. As alterações aparecem no site na hora." />
      <MenuCard />
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <FooterColumnsCard />
        <div className="flex flex-col gap-6">
          <FooterSettingsCard />
          <SocialLinksCard />
        </div>
      </div>
    </div>
  );
}
