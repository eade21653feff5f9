import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '../components/icon-button';

/** A row's usual actions, named for what they act on ('Editar post', 'Excluir post'), after any of its own. */
export function RowActions({ noun, onEdit, onDelete, children }: { noun: string; onEdit?: () => void; onDelete?: () => void; children?: ReactNode }) {
  return (
    <>
      {children}
      {onEdit ? (
        <IconButton label={`Editar ${noun}`} onClick={onEdit}>
          <Pencil aria-hidden="true" />
        </IconButton>
      ) : null}
      {onDelete ? (
        <IconButton label={`Excluir ${noun}`} tone="danger" onClick={onDelete}>
          <Trash2 aria-hidden="true" />
        </IconButton>
      ) : null}
    </>
  );
}
