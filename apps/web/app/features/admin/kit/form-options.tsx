import type { ReactNode } from 'react';

/** A select's options, one an item: `value` (the item itself by default) and `label` of each. */
export function Options<T>({ items, label, value = String }: { items: readonly T[]; label: (item: T) => ReactNode; value?: (item: T) => string }) {
  return items.map((item) => (
    <option key={value(item)} value={value(item)}>
      {label(item)}
    </option>
  ));
}
