import { WifiOff } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useSyncExternalStore } from 'react';
import { toast, type ToastHandle } from '~/components/ui/toast';
import { useLanguage } from '~/i18n';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/** product.md §4/§8: a destructive toast and a persistent banner while offline, a confirmation toast on return. */
export function OfflineIndicator() {
  const { t } = useLanguage();
  const online = useOnline();
  const offlineToast = useRef<ToastHandle | null>(null);

  const announce = useEffectEvent((isOnline: boolean) => {
    if (!isOnline) {
      offlineToast.current = toast({
        type: 'destructive',
        title: t('offline.toastTitle'),
        description: t('offline.toastDescription'),
        icon: <WifiOff aria-hidden="true" />,
      });
      return;
    }
    // The offline news is stale now; do not make the good news wait behind it.
    offlineToast.current?.dismiss();
    offlineToast.current = null;
    toast({ type: 'success', title: t('offline.onlineTitle'), description: t('offline.onlineDescription') });
  });

  useEffect(() => {
    const onOffline = () => announce(false);
    const onOnline = () => announce(true);
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, []);

  if (online) return null;
  return (
    <aside
      aria-label={t('offline.bannerTitle')}
      data-testid="offline-banner"
      className="fixed bottom-5 left-4 z-40 flex max-w-[calc(100%-7rem)] items-start gap-3 rounded-card bg-ink-900 px-4 py-3 text-white shadow-float sm:left-6 sm:max-w-md md:bottom-7"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
      <div className="text-sm leading-snug">
        <p className="font-bold">{t('offline.bannerTitle')}</p>
        <p className="text-white/75">{t('offline.bannerDescription')}</p>
      </div>
    </aside>
  );
}
