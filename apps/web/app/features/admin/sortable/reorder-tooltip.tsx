import type { ReactElement } from 'react';
import { Tooltip } from '~/components/ui/tooltip';

/** The visible name of a reorder handle (an icon-only button): how to use it, by mouse or keyboard. */
export function ReorderTooltip({ children }: { children: ReactElement }) {
  return <Tooltip label="Reordenar: arraste, ou Enter e as setas">{children}</Tooltip>;
}
