import { type TLanguage } from '@softhouse/contracts/constants';
import { createContext, StrictMode, use, useEffect, useId, type ComponentType, type ReactNode } from 'react';
import { LanguageProvider, useLanguage } from '~/i18n';
import { ISLAND_LOADING } from './loading';
import type { IslandName } from './registry';

/*
 * Public pages are islands (decision 009): the server renders the whole page, and the browser hydrates
 * only the parts that react to the visitor (header, forms, carousel, gallery...), each as its own small
 * React root. Neither React Router nor the page's static content is shipped to the browser for them.
 */

/** The server's renderToString, for the islands' own markup; the browser bundle leaves it out. */
const renderToString = import.meta.env.SSR ? (await import('react-dom/server')).renderToString : undefined;

/** true while the server renders a page in islands mode (root.tsx decides from the route's handle). */
export const IslandsContext = createContext(false);

/** A route's `handle`: `{ islands: true }` renders the page with islands instead of hydrating it whole. */
export type IslandsHandle = { islands?: boolean };

type IslandProps<P extends object> = {
  /** Which component of registry.ts the browser loads for it. */
  name: IslandName;
  component: ComponentType<P>;
  /** Everything the component needs: it is serialised into the page and must be plain JSON. */
  props: P;
};

/**
 * One interactive part of a public page. In islands mode it is rendered on its own (its own ids, its
 * own language provider) exactly as the browser will hydrate it, inside a `display: contents` box that
 * carries its name and props. Elsewhere (the development server) it is just the component.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const islands = use(IslandsContext);
  const { language } = useLanguage();
  const id = useId();
  if (!islands || !renderToString) return <Component {...props} />;
  const prefix = `${name}-${id.replace(/\W/g, '')}-`;
  const html = renderToString(
    <IslandRoot language={language}>
      <Component {...props} />
    </IslandRoot>,
    { identifierPrefix: prefix },
  );
  return (
    <div
      data-island={name}
      data-island-id={prefix}
      data-load={ISLAND_LOADING[name]}
      data-props={JSON.stringify(props)}
      className="contents"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

type IslandRootProps = {
  language: TLanguage;
  onLanguageChange?: (language: TLanguage) => void;
  /** Called once the browser has hydrated the island. */
  onHydrated?: () => void;
  children: ReactNode;
};

/** What wraps an island on both sides: the same tree, so the ids React derives from it match. */
export function IslandRoot({ language, onLanguageChange, onHydrated, children }: IslandRootProps) {
  return (
    <StrictMode>
      <LanguageProvider initialLanguage={language} onLanguageChange={onLanguageChange}>
        {children}
        <Hydrated onHydrated={onHydrated} />
      </LanguageProvider>
    </StrictMode>
  );
}

function Hydrated({ onHydrated }: { onHydrated: (() => void) | undefined }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}
