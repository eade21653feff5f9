import { Button } from '~/components/ui/button';

export function LoadError({ onRetry, what = 'os dados' }: { onRetry: () => void; what?: string }) {
  return (
    <div className="flex flex-col items-center gap-3 px-5 py-12 text-center">
      <p className="text-sm text-ink-600">Não foi possível carregar {what}.</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}
