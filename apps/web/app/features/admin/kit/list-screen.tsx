import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { Card, CardHeader, CardTitle } from '../components/card';
import { PageHeader } from '../components/page-header';
import { ResourceList, ScreenTitle, type ResourceListProps } from './resource-list';

/** A list screen's frame: its heading and description, its actions with the "new" button last, then its parts. */
export function ListScreen({
  title,
  description,
  actions,
  create,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  /** The button that adds an item ('Novo Case'). */
  create?: { label: string; onClick: () => void };
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={title}
        description={description}
        actions={
          actions || create ? (
            <>
              {actions}
              {create ? (
                <Button size="sm" onClick={create.onClick}>
                  <Plus aria-hidden="true" />
                  {create.label}
                </Button>
              ) : null}
            </>
          ) : undefined
        }
      />
      <ScreenTitle.Provider value={title}>{children}</ScreenTitle.Provider>
    </div>
  );
}

type ListCardProps<T> = ResourceListProps<T> & {
  /** The card's heading, followed by the count of rows matching ('Registros (42)'). */
  title?: string;
  /** Beside the heading: the list's own buttons, a note. */
  aside?: ReactNode;
  /** What belongs to the list but is not in it (its dialogs). */
  children?: ReactNode;
};

/** A list in its card, under a heading that counts what matches the list's filters. */
export function ListCard<T extends { id: string }>({ title, aside, children, ...list }: ListCardProps<T>) {
  return (
    <Card>
      {title ? (
        <CardHeader>
          <CardTitle>
            {title} ({list.total ?? 0})
          </CardTitle>
          {aside ? <div className="flex flex-wrap items-center gap-2">{aside}</div> : null}
        </CardHeader>
      ) : null}
      <ResourceList {...list} />
      {children}
    </Card>
  );
}
