import { Eye, EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '../components/icon-button';

/** A row's on/off switch as a pressed icon button (visible, published, featured): its name says what a press does. */
export function ToggleAction({
  on,
  label,
  pending = false,
  onToggle,
  icon,
}: {
  on: boolean;
  /** What a press does: ['Ocultar seção', 'Mostrar seção'] for on and off. */
  label: readonly [string, string];
  pending?: boolean;
  onToggle: () => void;
  /** Eye / crossed eye unless given. */
  icon?: ReactNode;
}) {
  return (
    <IconButton label={on ? label[0] : label[1]} aria-pressed={on} tone={on ? 'active' : 'default'} disabled={pending} onClick={onToggle}>
      {icon ?? (on ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />)}
    </IconButton>
  );
}
