import { useMutation, useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Label } from '~/components/ui/label';
import { Skeleton } from '~/components/ui/skeleton';
import { Switch } from '~/components/ui/switch';
import { toast } from '~/components/ui/toast';
import { cn } from '~/lib/cn';
import { errorMessage } from '../api/client';
import { SectionIcon } from './section-icon';

/** A success toast: its title and description. */
type Told = readonly [title: string, description: string];

/** What `SettingSwitch` shows of a yes/no setting, and how it is changed. */
export type SwitchSetting = { checked: boolean; loading: boolean; disabled: boolean; onCheckedChange: (on: boolean) => void };

/**
 * A yes/no setting of the site, saved as soon as it is switched: while it saves the switch shows the value
 * being saved; a toast says what changed (`on` or `off`), or why it did not.
 */
export function useSwitchSetting<T>(options: {
  query: UseQueryResult<T>;
  queryKey: QueryKey;
  /** The setting in what the API reads and answers; `fallback` until it has loaded. */
  value: (data: T) => boolean;
  fallback: boolean;
  save: (on: boolean) => Promise<T>;
  toasts: { on: Told; off: Told; failed: string };
  /** What else changes with the setting, once the saved value is in the cache (the switch stays busy until it is done). */
  afterSave?: () => Promise<unknown>;
}): SwitchSetting {
  const { query, queryKey, value, fallback, save, toasts, afterSave } = options;
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKey, saved);
      const [title, description] = value(saved) ? toasts.on : toasts.off;
      toast.success(title, { description });
      await afterSave?.();
    },
    onError: (error) => toast.error(toasts.failed, { description: errorMessage(error) }),
  });
  const saved = query.data === undefined ? fallback : value(query.data);
  return {
    checked: mutation.isPending ? (mutation.variables ?? saved) : saved,
    loading: query.isPending,
    disabled: query.isError || mutation.isPending,
    onCheckedChange: (on) => mutation.mutate(on),
  };
}

/** A setting's row: its name, a line saying what it does, and its switch (a skeleton while it loads). */
export function SettingSwitch({ setting, label, description, icon, disabled = false, className }: {
  setting: SwitchSetting;
  label: string;
  description: ReactNode;
  icon?: LucideIcon;
  /** Kept as it is for another reason than saving (a role, a precondition). */
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('flex items-start gap-4', className)}>
      {icon ? <SectionIcon icon={icon} className="max-sm:hidden" /> : null}
      <div className="min-w-0 flex-1">
        <Label htmlFor={id} className="text-sm font-bold text-brand-dark">
          {label}
        </Label>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-ink-600">
          {description}
        </p>
      </div>
      {setting.loading ? (
        <Skeleton className="h-6 w-11 shrink-0 rounded-full" />
      ) : (
        <Switch id={id} aria-describedby={`${id}-hint`} checked={setting.checked} disabled={setting.disabled || disabled} onCheckedChange={setting.onCheckedChange} />
      )}
    </div>
  );
}
