import type { TCompany } from '@softhouse/contracts';
import { whatsappLink } from '@softhouse/contracts/constants';
import { useLanguage } from '~/i18n';

/**
 * product.md §1: fixed bottom-right, opens the chat in a new tab without a referrer, prefilled Portuguese message,
 * Enter (native for links) or Space opens it too; tooltip on hover and keyboard focus (CSS). Not an island:
 * Space is the islands' boot's, for every link marked `data-space-opens` (decision 046).
 */
export function WhatsAppButton({ company }: { company: TCompany }) {
  const { t } = useLanguage();
  const href = whatsappLink(company);

  return (
    <aside aria-label="WhatsApp" className="group fixed right-5 bottom-5 z-40 md:right-7 md:bottom-7">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('whatsapp.tooltip')}
        data-space-opens=""
        data-testid="whatsapp-button"
        className="block size-14 rounded-full shadow-float transition-transform duration-200 ease-out-soft hover:scale-105 focus-visible:outline-offset-4 active:scale-95 md:size-[3.75rem]"
      >
        {/* Low priority: React would otherwise preload it, and it would share the first second with the style sheet and font (decision 051). */}
        <img src="/wpp.png" alt={t('whatsapp.imageAlt')} width={60} height={60} fetchPriority="low" className="size-full" />
      </a>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-full mr-3 -translate-y-1/2 translate-x-1 rounded-full bg-brand-dark px-3.5 py-2 text-sm font-semibold whitespace-nowrap text-white opacity-0 shadow-lift transition-[opacity,transform] delay-0 duration-200 group-hover:translate-x-0 group-hover:opacity-100 group-hover:delay-700 group-has-[:focus-visible]:translate-x-0 group-has-[:focus-visible]:opacity-100"
        data-testid="whatsapp-tooltip"
      >
        {t('whatsapp.tooltip')}
      </span>
    </aside>
  );
}
