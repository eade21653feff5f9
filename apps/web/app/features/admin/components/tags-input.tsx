import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { cn } from '~/lib/cn';
import { IconButton } from './icon-button';

type TagsInputProps = {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** Most items kept; what is typed beyond it is ignored. */
  max?: number;
  placeholder?: string;
  /** Given by Field: the text box is the labelled control. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/** Items from typed text: split on commas, trimmed, empties and repeats (any case) dropped. */
export function addTags(current: string[], text: string, max = Infinity): string[] {
  const next = [...current];
  for (const piece of text.split(',')) {
    const tag = piece.trim();
    if (tag && next.length < max && !next.some((t) => t.toLowerCase() === tag.toLowerCase())) next.push(tag);
  }
  return next;
}

/**
 * A list typed as chips (the technologies of a case): Enter or a comma adds what was typed, pasting
 * "React, Node.js" adds both, Backspace in the empty box takes the last one back, and each chip has
 * its own remove button. Leaving the box keeps what was typed, so nothing is lost on saving.
 */
export function TagsInput({ value, onChange, onBlur, max = 40, placeholder, id, ...aria }: TagsInputProps) {
  const [draft, setDraft] = useState('');

  const commit = (text: string) => {
    const next = addTags(value, text, max);
    if (next.length !== value.length) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter adds the item; it never submits the form from here.
      event.preventDefault();
      commit(draft);
      setDraft('');
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      event.preventDefault();
      setDraft(value.at(-1)!);
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div
      className={cn(
        'flex min-h-10 w-full flex-wrap items-center gap-1.5 rounded-control bg-white px-2 py-1.5 text-sm ring-1 ring-ink-200 ring-inset transition-shadow',
        'focus-within:ring-2 focus-within:ring-brand',
        aria['aria-invalid'] && 'ring-danger focus-within:ring-danger',
      )}
    >
      {value.length ? (
        <ul className="contents" aria-label="Itens adicionados">
          {value.map((tag) => (
            <li key={tag} className="inline-flex h-7 max-w-full items-center gap-0.5 rounded-full bg-brand-light pr-0.5 pl-3 font-semibold text-brand-dark">
              <span className="truncate">{tag}</span>
              <IconButton
                label={`Remover ${tag}`}
                className="size-6 rounded-full text-brand-dark/70 hover:bg-white hover:text-danger [&_svg]:size-3.5"
                onClick={() => onChange(value.filter((t) => t !== tag))}
              >
                <X aria-hidden="true" />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        {...aria}
        value={draft}
        placeholder={value.length ? undefined : placeholder}
        enterKeyHint="enter"
        className="h-7 min-w-32 flex-1 bg-transparent px-1 text-ink-800 outline-none placeholder:text-ink-400"
        onChange={(event) => {
          const text = event.target.value;
          if (!text.includes(',')) return setDraft(text);
          // Typed or pasted commas: everything before the last one becomes items.
          const cut = text.lastIndexOf(',');
          commit(text.slice(0, cut));
          setDraft(text.slice(cut + 1).trimStart());
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          commit(draft);
          setDraft('');
          onBlur?.();
        }}
      />
    </div>
  );
}
