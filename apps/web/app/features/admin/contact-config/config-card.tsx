import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../components/card';

/** One card of Contato config: an icon, a title and its fields. */
export function ConfigCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-4 p-5">
      <h2 className="flex items-center gap-3 text-base font-bold text-brand-dark">
        <span className="grid size-9 place-items-center rounded-control bg-brand-light text-brand [&_svg]:size-4">
          <Icon aria-hidden="true" />
        </span>
        {title}
      </h2>
      {children}
    </Card>
  );
}
