import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLanguage } from '~/i18n';
import type { HubspotEmbed } from './integrations';

export type { HubspotEmbed };

/** product.md §4 and §9: the provider's script is polled every 100 ms and the form created 100 ms after it is there. */
export const HUBSPOT_SCRIPT_SRC = 'https://js.hsforms.net/forms/embed/v2.js';
export const HUBSPOT_POLL_MS = 100;
export const HUBSPOT_POST_LOAD_DELAY_MS = 100;

type HubspotFormsApi = {
  create(options: { region: string; portalId: string; formId: string; target: string; onFormReady?: () => void }): void;
};

declare global {
  interface Window {
    hbspt?: { forms?: HubspotFormsApi };
  }
}

/** Adds the provider's script to the document once; later pages reuse it. */
function loadScriptOnce(nonce: string | undefined) {
  if (document.querySelector(`script[src="${HUBSPOT_SCRIPT_SRC}"]`)) return;
  const script = document.createElement('script');
  script.src = HUBSPOT_SCRIPT_SRC;
  script.async = true;
  script.charset = 'utf-8';
  // The page's CSP allows scripts with this response's nonce (and the provider's origins once configured).
  if (nonce) script.nonce = nonce;
  document.head.append(script);
}

/**
 * The third-party lead form that replaces ours when a portal and form id are configured (product.md §4):
 * script loaded once when the page opens, form created in this container, removed when the page is left.
 */
export function HubspotForm({ embed, nonce }: { embed: HubspotEmbed; nonce?: string }) {
  const { t } = useLanguage();
  const containerId = `hubspot-form-${embed.formId}`;
  const [ready, setReady] = useState(false);

  useEffect(() => {
    loadScriptOnce(nonce);
    let cancelled = false;
    let timer: number | undefined;
    const createWhenAvailable = () => {
      const forms = window.hbspt?.forms;
      if (!forms) {
        timer = window.setTimeout(createWhenAvailable, HUBSPOT_POLL_MS);
        return;
      }
      timer = window.setTimeout(() => {
        if (cancelled) return;
        forms.create({
          region: embed.region,
          portalId: embed.portalId,
          formId: embed.formId,
          target: `#${containerId}`,
          onFormReady: () => {
            if (!cancelled) setReady(true);
          },
        });
      }, HUBSPOT_POST_LOAD_DELAY_MS);
    };
    createWhenAvailable();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      document.getElementById(containerId)?.replaceChildren();
    };
  }, [nonce, containerId, embed.region, embed.portalId, embed.formId]);

  return (
    <div aria-label={t('contact.embed.label')} role="group" data-testid="hubspot-form">
      {ready ? null : (
        <p className="flex items-center gap-3 py-10 text-sm font-semibold text-ink-600" role="status">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand" />
          {t('contact.embed.loading')}
        </p>
      )}
      {/* Filled by the provider's script; React never renders children here. */}
      <div id={containerId} />
    </div>
  );
}
