import { ADMIN_SEARCH_LABELS, adminSearchTypesFor, type TAdminSearchItem, type TAdminSearchType, type TPublicUser } from '@softhouse/contracts';
import { ArrowRight, Briefcase, FileText, History, Images, LoaderCircle, Mail, Newspaper, Search, Users, type LucideIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { overlayClasses } from '~/components/ui/dialog';
import { cn } from '~/lib/cn';
import { errorMessage } from '../api/client';
import { plural } from '../kit';
import { ADMIN_NAV } from '../layout/nav';
import { loadScreen } from '../screens';
import { readRecent, rememberRecent } from './recent';
import { useAdminSearch, usePausedTerm } from './search-api';
import { isApple, isPaletteKey, paletteTakes, shortcutLabel } from './shortcut';

const ICONS: Record<TAdminSearchType, LucideIcon> = { post: Newspaper, case: Briefcase, page: FileText, media: Images, lead: Mail, user: Users };

/** The list screens that search a term themselves: "Ver todos" takes the term there when a group has more than it shows. */
const LIST_OF: Partial<Record<TAdminSearchType, string>> = {
  post: '/admin/blog',
  case: '/admin/cases',
  media: '/admin/midia',
  lead: '/admin/contatos',
  user: '/admin/usuarios',
};

type Option = { key: string; kind: 'item'; item: TAdminSearchItem } | { key: string; kind: 'all'; type: TAdminSearchType; href: string };
type Section = { key: string; label: string; options: Option[] };

const listing = (labels: string[]) => (labels.length > 1 ? `${labels.slice(0, -1).join(', ')} e ${labels.at(-1)}` : (labels[0] ?? ''));

/** The screen an address opens, so its code starts loading while the option is only highlighted. */
const preload = (href: string) => {
  const path = href.split('?')[0];
  const screen = ADMIN_NAV.find((entry) => entry.to === path)?.screen;
  if (screen) void loadScreen[screen]();
};

/**
 * The back office's search (docs/decisions/035): a field in the header and Ctrl+K (⌘K) open a dialog whose
 * box finds, as one types, what the role may open, grouped by type; the arrows move through the results,
 * Enter opens one (its editor or its detail, through the address each screen already reads), Escape
 * closes. An empty box lists what was opened lately. A combobox with its listbox: the focus stays in the
 * box while `aria-activedescendant` names the highlighted option.
 */
export function AdminSearch({ user }: { user: TPublicUser }) {
  const types = useMemo(() => adminSearchTypesFor(user.role), [user.role]);
  const [open, setOpen] = useState(false);
  const [initial, setInitial] = useState('');
  const apple = isApple();
  const shortcut = shortcutLabel(apple);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      // The same key closes it again (from its own box, where nothing else uses the key).
      if (open ? isPaletteKey(event, apple) : paletteTakes(event, apple)) {
        event.preventDefault();
        setInitial('');
        setOpen(!open);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, apple]);

  if (!types.length) return null;

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Typing on the header's field starts the search with that letter, as a real field would.
    if (event.key.length !== 1 || event.key === ' ' || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    setInitial(event.key);
    setOpen(true);
  };

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts={shortcut.aria}
        aria-label={`Buscar no painel (${shortcut.spoken})`}
        title={`Buscar no painel (${shortcut.spoken})`}
        onClick={() => {
          setInitial('');
          setOpen(true);
        }}
        onKeyDown={onTriggerKeyDown}
        className={cn(
          'group flex h-10 min-w-0 items-center gap-2.5 rounded-control bg-ink-50 px-3 text-sm text-ink-500 ring-1 ring-ink-200 transition-colors ring-inset',
          'hover:bg-white hover:ring-ink-300 focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none',
          'max-sm:size-10 max-sm:justify-center max-sm:px-0 sm:w-72 lg:w-96',
        )}
      >
        <Search aria-hidden="true" className="size-4 shrink-0 text-ink-500 group-hover:text-brand" />
        <span className="truncate max-sm:sr-only">Buscar no painel…</span>
        <kbd
          aria-hidden="true"
          className="ml-auto hidden rounded-md bg-white px-1.5 py-0.5 font-sans text-xs font-semibold text-ink-500 ring-1 ring-ink-200 sm:block"
        >
          {shortcut.text}
        </kbd>
      </button>
      <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
        {open ? <Palette user={user} types={types} initial={initial} onClose={() => setOpen(false)} /> : null}
      </DialogPrimitive.Root>
    </>
  );
}

function Palette({ user, types, initial, onClose }: { user: TPublicUser; types: TAdminSearchType[]; initial: string; onClose: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const term = usePausedTerm(text);
  const search = useAdminSearch(term, types);
  const recent = useMemo(() => readRecent(user.id, types), [user.id, types]);
  const input = useRef<HTMLInputElement>(null);
  const ids = useId();
  const listboxId = `${ids}-listbox`;
  const optionId = (option: Option) => `${ids}-${option.key}`;

  const answered = term !== '' && search.data?.q === term;
  const sections: Section[] = useMemo(() => {
    if (text.trim() === '')
      return recent.length
        ? [{ key: 'recent', label: 'Recentes', options: recent.map((item) => ({ key: `recent-${item.type}-${item.id}`, kind: 'item', item })) }]
        : [];
    // The first letters wait for the pause: no answer to an earlier term meanwhile.
    if (term === '') return [];
    return (search.data?.groups ?? [])
      .filter((group) => group.items.length)
      .map((group) => {
        const list = LIST_OF[group.type];
        const options: Option[] = group.items.map((item) => ({ key: `${item.type}-${item.id}`, kind: 'item', item }));
        if (group.more && list)
          options.push({ key: `all-${group.type}`, kind: 'all', type: group.type, href: `${list}?q=${encodeURIComponent(search.data!.q)}` });
        return { key: group.type, label: ADMIN_SEARCH_LABELS[group.type], options };
      });
  }, [text, term, recent, search.data]);
  const options = sections.flatMap((section) => section.options);

  // New results highlight their first option; moving the highlight is the arrows' and the pointer's job.
  const [active, setActive] = useState(0);
  const listKey = options.map((option) => option.key).join('|');
  const [seenKey, setSeenKey] = useState(listKey);
  if (seenKey !== listKey) {
    setSeenKey(listKey);
    setActive(0);
  }
  const current = options[Math.min(active, options.length - 1)];
  const currentId = current ? optionId(current) : undefined;
  useEffect(() => {
    if (!currentId) return;
    document.getElementById(currentId)?.scrollIntoView({ block: 'nearest' });
  }, [currentId]);
  useEffect(() => {
    if (current) preload(current.kind === 'item' ? current.item.href : current.href);
  }, [current]);

  const choose = (option: Option) => {
    if (option.kind === 'item') rememberRecent(user.id, option.item);
    onClose();
    void navigate(option.kind === 'item' ? option.item.href : option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count) setActive((index) => (Math.min(index, count - 1) + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (current) choose(current);
    }
  };

  const searchable = listing(types.map((type) => ADMIN_SEARCH_LABELS[type].toLowerCase()));
  const typing = text.trim() !== '';
  const waiting = typing && (text.trim() !== term || search.isFetching);
  const failed = typing && search.isError && !waiting;
  let empty: ReactNode = null;
  if (!options.length) {
    if (!typing) empty = `Busque em ${searchable}. Os itens que você abrir aparecem aqui.`;
    else if (failed) empty = `Não foi possível buscar: ${errorMessage(search.error)}`;
    else if (answered && !waiting) empty = `Nenhum resultado para “${term}”.`;
    else empty = 'Buscando…';
  }
  // What a screen reader hears once an answer is on screen (the list itself is read as it is moved through).
  const results = options.filter((option) => option.kind === 'item').length;
  const announcement = !typing
    ? recent.length
      ? plural(recent.length, 'item recente', 'itens recentes')
      : ''
    : waiting
      ? ''
      : failed
        ? 'A busca falhou'
        : answered
          ? results
            ? plural(results, 'resultado', 'resultados')
            : 'Nenhum resultado'
          : '';

  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          const box = input.current;
          // The caret after a letter typed on the header's field, ready for the next one.
          box?.focus();
          box?.setSelectionRange(box.value.length, box.value.length);
        }}
        className={cn(
          'fixed inset-0 z-50 flex flex-col bg-white outline-none',
          'sm:inset-x-4 sm:top-[12vh] sm:bottom-auto sm:mx-auto sm:max-h-[min(38rem,80vh)] sm:max-w-2xl sm:rounded-card sm:shadow-float sm:ring-1 sm:ring-ink-200',
        )}
      >
        <DialogPrimitive.Title className="sr-only">Buscar no painel</DialogPrimitive.Title>
        <DialogPrimitive.Description className="sr-only">
          {`Busca em ${searchable}. Use as setas para cima e para baixo para percorrer os resultados, Enter para abrir e Esc para fechar.`}
        </DialogPrimitive.Description>
        <div className="flex shrink-0 items-center gap-3 border-b-2 border-ink-100 px-4 transition-colors focus-within:border-brand sm:px-5">
          {waiting ? (
            <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin text-brand motion-reduce:animate-none" />
          ) : (
            <Search aria-hidden="true" className="size-5 shrink-0 text-brand" />
          )}
          <input
            ref={input}
            type="text"
            role="combobox"
            aria-label="Buscar no painel"
            aria-autocomplete="list"
            aria-expanded={options.length > 0}
            aria-controls={options.length ? listboxId : undefined}
            aria-activedescendant={currentId}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={100}
            placeholder="Buscar no painel…"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            className="h-14 min-w-0 flex-1 bg-transparent text-base text-ink-900 outline-none placeholder:text-ink-400 sm:h-16 sm:text-[1.0625rem]"
          />
          <DialogPrimitive.Close
            className="shrink-0 rounded-lg px-2 py-1 text-sm font-semibold text-ink-600 hover:bg-ink-100 hover:text-brand-dark focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
            aria-label="Fechar a busca"
          >
            <span className="sm:hidden">Cancelar</span>
            <kbd className="hidden rounded-md bg-ink-50 px-1.5 py-0.5 font-sans text-xs ring-1 ring-ink-200 sm:inline">Esc</kbd>
          </DialogPrimitive.Close>
        </div>

        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2 sm:p-3">
          {options.length ? (
            <div role="listbox" id={listboxId} aria-label={typing ? 'Resultados da busca' : 'Abertos recentemente'}>
              {sections.map((section) => (
                <div key={section.key} role="group" aria-labelledby={`${ids}-${section.key}-label`} className="pb-1">
                  <div
                    id={`${ids}-${section.key}-label`}
                    className="flex items-center gap-2 px-3 pt-3 pb-1.5 text-xs font-bold tracking-wide text-ink-500 uppercase"
                  >
                    {section.key === 'recent' ? <History aria-hidden="true" className="size-3.5" /> : null}
                    {section.label}
                  </div>
                  {section.options.map((option) => {
                    const index = options.indexOf(option);
                    return (
                      <OptionRow
                        key={option.key}
                        id={optionId(option)}
                        option={option}
                        term={typing ? term : ''}
                        selected={option === current}
                        onPoint={() => setActive(index)}
                        onChoose={() => choose(option)}
                      />
                    );
                  })}
                </div>
              ))}
            </div>
          ) : (
            <p className={cn('px-3 py-8 text-center text-sm text-ink-600', failed && 'text-danger')}>{empty}</p>
          )}
        </div>

        <div className="hidden shrink-0 items-center gap-4 border-t border-ink-100 px-5 py-2.5 text-xs text-ink-500 sm:flex" aria-hidden="true">
          <span>
            <Key>↑</Key> <Key>↓</Key> navegar
          </span>
          <span>
            <Key>Enter</Key> abrir
          </span>
          <span>
            <Key>Esc</Key> fechar
          </span>
        </div>
        <div role="status" className="sr-only">
          {announcement}
        </div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

function Key({ children }: { children: ReactNode }) {
  return <kbd className="rounded-md bg-ink-50 px-1.5 py-0.5 font-sans font-semibold text-ink-600 ring-1 ring-ink-200">{children}</kbd>;
}

function OptionRow({
  id,
  option,
  term,
  selected,
  onPoint,
  onChoose,
}: {
  id: string;
  option: Option;
  term: string;
  selected: boolean;
  onPoint: () => void;
  onChoose: () => void;
}) {
  const Icon = option.kind === 'item' ? ICONS[option.item.type] : ArrowRight;
  return (
    <div
      id={id}
      role="option"
      aria-selected={selected}
      // The pointer highlights, as the arrows do; a press opens (mousedown would take the focus from the box).
      onMouseMove={selected ? undefined : onPoint}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      className={cn(
        'relative flex cursor-pointer items-center gap-3 rounded-control px-3 py-2.5 select-none',
        selected ? 'bg-brand-light text-brand-dark ring-2 ring-brand ring-inset' : 'text-ink-800',
      )}
    >
      <span className={cn('grid size-9 shrink-0 place-items-center rounded-lg', selected ? 'bg-white text-brand' : 'bg-ink-100 text-ink-600')}>
        <Icon aria-hidden="true" className="size-4" />
      </span>
      {option.kind === 'item' ? (
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold">{highlight(option.item.title, term)}</span>
          {option.item.subtitle ? <span className="block truncate text-xs text-ink-600">{highlight(option.item.subtitle, term)}</span> : null}
        </span>
      ) : (
        <span className="min-w-0 flex-1 truncate text-sm font-semibold text-brand">Ver todos em {ADMIN_SEARCH_LABELS[option.type]}</span>
      )}
      {selected ? (
        <kbd
          aria-hidden="true"
          className="hidden shrink-0 rounded-md bg-white px-1.5 py-0.5 font-sans text-xs font-semibold text-brand ring-1 ring-brand-200 sm:block"
        >
          Enter
        </kbd>
      ) : null}
    </div>
  );
}

/** The text with the term marked, whatever its case and accents ("inicio" marks "Início"). */
function highlight(text: string, term: string): ReactNode {
  if (!term) return text;
  // Each folded character remembers where it came from in the text, so the mark lands on the original letters.
  let folded = '';
  const origin: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const piece = text[index]!.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    folded += piece;
    for (let k = 0; k < piece.length; k++) origin.push(index);
  }
  const needle = term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const at = folded.indexOf(needle);
  if (at < 0 || !needle) return text;
  const start = origin[at]!;
  const end = (origin[at + needle.length - 1] ?? text.length - 1) + 1;
  return (
    <>
      {text.slice(0, start)}
      <mark className="rounded-sm bg-accent/70 text-inherit">{text.slice(start, end)}</mark>
      {text.slice(end)}
    </>
  );
}
