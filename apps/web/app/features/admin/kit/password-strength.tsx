import type { PasswordVerdict } from '@softhouse/contracts/password';
import { useEffect, useState } from 'react';
import { cn } from '~/lib/cn';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { loadPasswordCheck, strengthView, type StrengthTone } from './password-check';

const TONES: Record<StrengthTone, { bar: string; text: string }> = {
  danger: { bar: 'bg-danger', text: 'text-danger' },
  warning: { bar: 'bg-warning', text: 'text-warning' },
  success: { bar: 'bg-success', text: 'text-success' },
};

/** The verdict on the password once typing pauses (150 ms); null while empty or not checked yet. */
function usePasswordVerdict(password: string, context: (string | null | undefined)[]) {
  const typed = useDebouncedValue(password, 150);
  const contextKey = context.filter(Boolean).join('\n');
  const [result, setResult] = useState<{ password: string; contextKey: string; verdict: PasswordVerdict } | null>(null);

  useEffect(() => {
    let live = true;
    // Fetched as soon as the field is shown, so the first verdict is not late.
    loadPasswordCheck()
      .then(({ checkPassword }) => {
        if (live && typed) setResult({ password: typed, contextKey, verdict: checkPassword(typed, contextKey.split('\n')) });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [typed, contextKey]);

  return password && result?.password === password && result.contextKey === contextKey ? result.verdict : null;
}

/**
 * Under a new-password field: a 4-segment meter and why the password is not strong enough, or
 * "Senha forte". The person's name and e-mail are the context (a password made of them is weak).
 * `quiet` drops the sentence while the field shows the same reason as its error.
 */
export function PasswordStrength({ password, context, quiet = false }: { password: string; context: (string | null | undefined)[]; quiet?: boolean }) {
  const verdict = usePasswordVerdict(password, context);
  const view = verdict ? strengthView(verdict) : null;
  return (
    <div className="-mt-2 flex flex-col gap-1.5" data-testid="password-strength">
      <div
        role="meter"
        aria-label="Força da senha"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={verdict?.score ?? 0}
        aria-valuetext={view?.text ?? 'Não avaliada'}
        className="grid grid-cols-4 gap-1"
      >
        {[0, 1, 2, 3].map((segment) => (
          <span
            key={segment}
            aria-hidden="true"
            className={cn('h-1.5 rounded-full bg-ink-200 transition-colors', view && segment < view.filled && TONES[view.tone].bar)}
          />
        ))}
      </div>
      <p aria-live="polite" className={cn('min-h-4 text-xs font-semibold', view ? TONES[view.tone].text : 'text-ink-500')}>
        {quiet ? null : (view?.text ?? (password ? '' : 'Use 12 caracteres ou mais; uma frase com palavras soltas é forte e fácil de lembrar.'))}
      </p>
    </div>
  );
}
