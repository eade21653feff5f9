import { BLOCK_DEFINITIONS, BLOCK_TYPES, type TBlockType, type TSection } from '@softhouse/contracts';
import { ChevronRight } from 'lucide-react';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import { DialogPanel } from '../kit';

/**
 * The block types a page can take: those tied to a page only there, a type that stands once on a page
 * only while the page has none.
 */
export function availableTypes(page: string, sections: TSection[]): TBlockType[] {
  return BLOCK_TYPES.filter((type) => {
    const definition = BLOCK_DEFINITIONS[type] as { pages?: readonly string[]; unique?: boolean };
    if (definition.pages && !definition.pages.includes(page)) return false;
    return !(definition.unique && sections.some((section) => section.type === type));
  });
}

/** 'Nova seção': each type the page can take, with what it is for. */
export function BlockPicker({ types, open, onOpenChange, onPick }: { types: TBlockType[]; open: boolean; onOpenChange: (open: boolean) => void; onPick: (type: TBlockType) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" closeLabel="Fechar">
        <DialogPanel title="Nova seção" description="Escolha o tipo da seção. Ela entra no fim da página; depois, arraste para o lugar certo.">
          <ul className="grid gap-2 sm:grid-cols-2" aria-label="Tipos de seção">
            {types.map((type) => (
              <li key={type}>
                <button
                  type="button"
                  onClick={() => onPick(type)}
                  className="group flex h-full w-full items-start gap-3 rounded-control p-3.5 text-left ring-1 ring-ink-200 transition-[box-shadow,background-color] hover:bg-brand-light/40 hover:ring-brand/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                >
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span className="text-sm font-bold text-ink-800 group-hover:text-brand-dark">{BLOCK_DEFINITIONS[type].label}</span>
                    <span className="text-xs leading-relaxed text-ink-600">{BLOCK_DEFINITIONS[type].description}</span>
                  </span>
                  <ChevronRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand" />
                </button>
              </li>
            ))}
          </ul>
        </DialogPanel>
      </DialogContent>
    </Dialog>
  );
}
