import type { TShellData, TShellFooterLink } from '@softhouse/contracts';
import { splitLanguage, whatsappLink } from '@softhouse/contracts/constants';
import { ArrowUpRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '~/components/ui/button';
import { useLanguage } from '~/i18n';
import { LocalLink } from '~/i18n/local-link';
import { Logo } from './logo';
import { SocialIcon, socialPlatformName } from './social-icon';

const footerLink =
  'inline-flex items-center gap-1.5 rounded text-[0.9375rem] font-medium text-white/75 transition-colors hover:text-white';

/** A bare number from the settings is a Brazilian company registration (CNPJ); a labelled one is shown as is. */
const formatRegistration = (value: string) => (/^[\d./\s-]+$/.test(value) ? `CNPJ ${value}` : value);

const withFinalPeriod = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/** A page of this app (client-side navigation), as opposed to a file (/x.pdf, /uploads/...) or another site. */
const isAppRoute = (url: string) =>
  url.startsWith('/') && !url.startsWith('//') && !/^\/(uploads|api)(\/|$)/.test(url) && !/\.[a-z0-9]{2,5}(?:[?#]|$)/i.test(url);

/** footer.career → footer-career, footer.privacy → footer-privacy: stable hooks for tests. */
const testIdOf = (labelKey: string | null) =>
  labelKey?.startsWith('footer.') ? `footer-${labelKey.slice('footer.'.length)}` : undefined;

/**
 * The call to action above the footer. Everywhere it leads to /contato; on /contato itself it offers
 * WhatsApp (a conversation now) when the company has a number, else the cases; on /obrigado (the lead
 * was just sent) it offers the cases. It never sends a visitor to the page they are on.
 */
function footerCta(pathname: string, company: TShellData['company']) {
  const page = splitLanguage(pathname).path;
  if (page === '/contato' && company.whatsappNumber.trim()) {
    return { title: 'footer.ctaContactTitle', text: 'footer.ctaContactText', label: 'footer.ctaContactAction', href: whatsappLink(company), external: true } as const;
  }
  if (page === '/contato' || page === '/obrigado') {
    return { title: 'footer.ctaCasesTitle', text: 'footer.ctaCasesText', label: 'footer.ctaCasesAction', href: '/cases', external: false } as const;
  }
  return { title: 'footer.ctaTitle', text: 'footer.ctaText', label: 'common.talkToSpecialist', href: '/contato', external: false } as const;
}

export function SiteFooter({ shell, pathname }: { shell: TShellData; pathname: string }) {
  const { t } = useLanguage();
  const { company, socialLinks, footer } = shell;
  const cta = footerCta(pathname, company);

  return (
    <footer className="relative overflow-hidden bg-brand-dark text-white render-when-near transitions-when-engaged">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-48 right-[-10%] size-[34rem] rounded-full bg-brand/40 blur-[120px]"
      />
      <div className="container-content relative">
        <div className="flex flex-col gap-8 border-b border-white/10 py-16 md:flex-row md:items-end md:justify-between md:py-20">
          <div className="max-w-2xl">
            <h2 className="text-4xl leading-[1.05] font-extrabold tracking-[-0.035em] md:text-5xl">
              {t(cta.title)}
            </h2>
            <p className="mt-4 text-lg text-white/75">{t(cta.text)}</p>
          </div>
          <Button asChild variant="accent" size="lg" className="self-start md:self-auto">
            {cta.external ? (
              <a href={cta.href} target="_blank" rel="noopener noreferrer" data-testid="footer-cta">
                {t(cta.label)}
                <ArrowUpRight aria-hidden="true" />
                <span className="sr-only">{t('footer.opensInNewTab')}</span>
              </a>
            ) : (
              <LocalLink to={cta.href} data-testid="footer-cta">
                {t(cta.label)}
                <ArrowUpRight aria-hidden="true" />
              </LocalLink>
            )}
          </Button>
        </div>

        <div className="grid gap-12 py-14 md:grid-cols-[1.4fr_2fr]">
          <div className="max-w-sm">
            <Logo name={company.name} inverse />
            <p className="mt-5 text-[0.9375rem] leading-relaxed text-white/70">{t('footer.tagline')}</p>
          </div>

          {/* The columns as edited in the back office, then the social icons; one column keeps the 1.4 / 1 / 1 layout. */}
          <div className="grid gap-12 sm:grid-cols-2 md:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))]">
            {footer.columns.map((column, index) => (
              <FooterColumn key={index} title={column.title || t('footer.linksTitle')} links={column.links} />
            ))}

            <div>
              <h2 className="text-xs font-extrabold tracking-[0.18em] text-white/55 uppercase">
                {t('footer.socialTitle')}
              </h2>
              <ul className="mt-5 flex flex-wrap gap-2.5" data-testid="footer-social">
                {socialLinks.map((link) => (
                  <li key={link.platform}>
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={socialPlatformName(link.platform)}
                      className="group grid size-11 place-items-center rounded-full bg-white/[0.06] text-white/85 ring-1 ring-white/15 transition-[background-color,color,transform] duration-200 hover:-translate-y-0.5 hover:bg-accent hover:text-brand-dark hover:ring-accent"
                    >
                      <SocialIcon platform={link.platform} className="size-[1.125rem]" />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>

        <div className="flex flex-col gap-2 border-t border-white/10 py-7 text-sm text-white/60 md:flex-row md:items-center md:justify-between">
          <p data-testid="footer-rights">
            © {footer.copyrightYear} {withFinalPeriod(company.legalName || company.name)}{' '}
            {footer.rightsText || t('footer.rights')}
          </p>
          {company.registrationNumber ? (
            <p data-testid="footer-registration">{formatRegistration(company.registrationNumber)}</p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, links }: { title: string; links: TShellFooterLink[] }) {
  const titleId = useId();
  return (
    <nav aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xs font-extrabold tracking-[0.18em] text-white/55 uppercase">
        {title}
      </h2>
      <ul className="mt-5 flex flex-col gap-3.5">
        {links.map((link, index) => (
          <li key={index}>
            <FooterLink link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FooterLink({ link }: { link: TShellFooterLink }) {
  const { t } = useLanguage();
  const label = link.label || (link.labelKey ? t(link.labelKey) : '');
  const testId = testIdOf(link.labelKey);

  if (!link.url) {
    // product.md §2: career is a placeholder with no destination; so is any link an editor left without one.
    return (
      <span
        aria-disabled="true"
        data-testid={testId}
        className="inline-flex items-center gap-2 text-[0.9375rem] font-medium text-white/55"
      >
        {label}
        <span className="rounded-full bg-white/10 px-2 py-0.5 text-[0.6875rem] font-bold tracking-wide text-white/70 uppercase">
          {t('common.comingSoon')}
        </span>
      </span>
    );
  }
  if (link.newTab) {
    return (
      <a href={link.url} target="_blank" rel="noopener noreferrer" className={footerLink} data-testid={testId}>
        {label}
        <ArrowUpRight aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('footer.opensInNewTab')}</span>
      </a>
    );
  }
  if (isAppRoute(link.url)) {
    return (
      <LocalLink to={link.url} className={footerLink} data-testid={testId}>
        {label}
      </LocalLink>
    );
  }
  return (
    <a href={link.url} className={footerLink} data-testid={testId}>
      {label}
    </a>
  );
}
