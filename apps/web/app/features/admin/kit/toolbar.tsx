import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { NativeSelect } from '~/components/ui/native-select';
import { cn } from '~/lib/cn';
import { SearchInput } from '../components/search-input';
import type { ListParams } from './use-list-params';

/** The row above a list that holds its search box and filters. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center gap-3 border-b border-ink-100 px-5 py-4">{children}</div>;
}

type SearchBinding = { params: ListParams<string> } | { value: string; onChange: (text: string) => void };

/** The list's search box, bound to `?q=` (written once typing pauses), or to a dialog's own state. */
export function ListSearch({ label, className, ...binding }: { label: string; className?: string } & SearchBinding) {
  const [value, onChange] = 'params' in binding ? [binding.params.searchInput, binding.params.setSearch] : [binding.value, binding.onChange];
  return (
    <SearchInput
      className={cn('min-w-56 flex-1', className)}
      placeholder={`${label}...`}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export type FilterOption = { value: string | undefined; label: string };

/** A filter's options: the one meaning "all" (no parameter) first, then each value with its label, in order. */
export const filterOptions = (all: string, labels: Readonly<Record<string, string>>): FilterOption[] => [
  { value: undefined, label: all },
  ...Object.entries(labels).map(([value, label]) => ({ value, label })),
];

/** One filter of the list as a row of buttons, the chosen one pressed; bound to `?<name>=`. */
export function ListFilter<F extends string>({ params, name, label, options }: { params: ListParams<F>; name: F; label: string; options: FilterOption[] }) {
  const current = params.filters[name];
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-control bg-ink-100 p-1 max-sm:w-full">
      {options.map((option) => {
        const pressed = current === option.value;
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={pressed}
            onClick={() => params.setFilter(name, option.value)}
            className={cn(
              'rounded-lg px-3 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors max-sm:flex-1 max-sm:px-2',
              pressed ? 'bg-white text-brand-dark shadow-soft' : 'text-ink-600 hover:text-ink-900',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

/** A filter that is on or off (a pressed button), bound to `?<name>=<value>`. */
export function ListToggle<F extends string>({ params, name, value, children }: { params: ListParams<F>; name: F; value: string; children: ReactNode }) {
  const pressed = params.filters[name] === value;
  return (
    <Button variant={pressed ? 'primary' : 'secondary'} size="sm" aria-pressed={pressed} onClick={() => params.setFilter(name, pressed ? undefined : value)}>
      {children}
    </Button>
  );
}

/** A filter with more choices than fit as buttons: a labelled select, the first option meaning "all"; bound to `?<name>=`. */
export function ListSelect<F extends string>({ params, name, label, options }: { params: ListParams<F>; name: F; label: string; options: FilterOption[] }) {
  const current = params.filters[name];
  return (
    <label className="inline-flex items-center gap-2 text-sm font-semibold text-ink-600 max-sm:w-full">
      <span className="shrink-0 max-sm:w-24">{label}</span>
      <NativeSelect
        value={current ?? ''}
        onChange={(event) => params.setFilter(name, event.target.value || undefined)}
        className="h-9 min-w-36 max-sm:flex-1"
      >
        {options.map((option) => (
          <option key={option.label} value={option.value ?? ''}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </label>
  );
}
