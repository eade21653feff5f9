// The web build's own Vite plugins (used by vite.config.ts; monochromeSprite and escapeBeyondLatin1 also by the unit tests).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { minifySync, type Plugin, type Rollup } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const ISLANDS_LOADER = fromHere('./app/islands/loader.js');
const ISLANDS_HYDRATE = fromHere('./app/islands/hydrate.tsx');
const ISLANDS_BOOT = fromHere('./app/islands/boot.ts');
const ISLANDS_MODULE = 'virtual:islands-entry';

/** The chunks a chunk imports statically, its own imports' imports included. */
function staticImports(bundle: Rollup.OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk') return seen;
  for (const imported of chunk.imports) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    staticImports(bundle, imported, seen);
  }
  return seen;
}

/**
 * The public pages' browser entry (decision 009) is not a route, so React Router does not build it.
 * The client build adds boot.ts and hydrate.tsx as chunks of their own, then minifies app/islands/loader.js
 * with their hashed file names and those of their imports filled in, so that the entry imports nothing
 * before the first paint, and boot.ts, which imports hydrate.tsx by that name, never reaches React through
 * the bundler's preload helper (decision 046). The loader's code (about 1 KB) goes next to the client folder
 * (islands.json), where the server build, which runs after it, reads it as `virtual:islands-entry`: pages
 * carry it inline, so nothing is fetched before their first paint (decision 009).
 */
export function islandsEntry(): Plugin {
  let command: 'build' | 'serve' = 'build';
  let ssr = false;
  let record = '';
  return {
    name: 'softhouse:islands-entry',
    configResolved(config) {
      command = config.command;
      ssr = Boolean(config.build.ssr);
      record = path.join(path.dirname(path.resolve(config.root, config.build.outDir)), 'islands.json');
    },
    buildStart() {
      if (command !== 'build' || ssr) return;
      this.emitFile({ type: 'chunk', id: ISLANDS_HYDRATE, name: 'hydrate' });
      // Its export, start(), is what the loader calls.
      this.emitFile({ type: 'chunk', id: ISLANDS_BOOT, name: 'boot', preserveSignature: 'exports-only' });
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const chunkOf = (id: string) => Object.values(bundle).find((file): file is Rollup.OutputChunk => file.type === 'chunk' && file.facadeModuleId === id);
      const hydrate = chunkOf(ISLANDS_HYDRATE);
      const boot = chunkOf(ISLANDS_BOOT);
      if (!hydrate || !boot) return this.error('the islands boot or hydration chunk is missing from the client build');
      const url = (fileName: string) => `/${fileName}`;
      const bootImports = staticImports(bundle, boot.fileName);
      const react = [...bootImports].filter((fileName) => /(^|\/)(react|site)-/.test(fileName));
      if (react.length) return this.error(`app/islands/boot.ts must not import React or the site chunk: it imports ${react.join(', ')}`);
      const template = readFileSync(ISLANDS_LOADER, 'utf8')
        .replace(`'%BOOT%'`, JSON.stringify(url(boot.fileName)))
        .replace(`['%BOOT_PRELOAD%']`, JSON.stringify([...bootImports].map(url)))
        .replace(`'%HYDRATE%'`, JSON.stringify(url(hydrate.fileName)))
        .replace(`['%PRELOAD%']`, JSON.stringify([...staticImports(bundle, hydrate.fileName)].map(url)));
      const { code, errors } = minifySync('islands.js', template);
      if (errors.length > 0) return this.error(`app/islands/loader.js: ${errors[0]!.message}`);
      // Written into the page as an inline module: a closing tag in it would end the <script> early.
      if (/<\/script/i.test(code)) return this.error('app/islands/loader.js: its minified code contains "</script"');
      writeFileSync(record, JSON.stringify({ code: code.trim() }));
    },
    resolveId: (id) => (id === ISLANDS_MODULE ? `\0${ISLANDS_MODULE}` : undefined),
    load(id) {
      if (id !== `\0${ISLANDS_MODULE}`) return undefined;
      // Only the server renders islands pages; the development server hydrates pages whole.
      if (command === 'serve' || !ssr) return `export default '';`;
      const { code } = JSON.parse(readFileSync(record, 'utf8')) as { code: string };
      return `export default ${JSON.stringify(code)};`;
    },
  };
}

const SPRITE = '?monochrome-sprite';
const SPRITE_ID = '\0monochrome-sprite:';
/** The cell each icon is drawn in: simple-icons' own 24-unit grid. */
const CELL = 24;

/**
 * `import url from './icons.json?monochrome-sprite'`, the JSON naming icons by id ({ "react":
 * "simple-icons/icons/react.svg", … }): the URL of one SVG holding all of them, each drawn in one colour (the
 * brand's dark blue; an <img> cannot take its colour from CSS) in a cell of its own and without its <title>, with
 * a <view id> per icon. `<img src={`${url}#react`}>` shows that icon alone, and every logo on a page is the same
 * file, fetched once (decision 051). A hashed asset in the build; a data: URL on the development server.
 */
export function monochromeSprite(): Plugin {
  // The brand's dark blue, as app.css's theme defines it.
  const color = /--color-brand-dark:\s*(#[\da-f]{6})/i.exec(readFileSync(fromHere('./app/app.css'), 'utf8'))?.[1];
  if (!color) throw new Error('app/app.css no longer defines --color-brand-dark');
  let command: 'build' | 'serve' = 'build';
  return {
    name: 'softhouse:monochrome-sprite',
    enforce: 'pre',
    configResolved(config) {
      command = config.command;
    },
    async resolveId(source, importer) {
      if (!source.endsWith(SPRITE)) return undefined;
      const resolved = await this.resolve(source.slice(0, -SPRITE.length), importer, { skipSelf: true });
      // Ends in .js, not .json: Vite's JSON plugin would otherwise take the module for the list itself.
      return resolved ? `${SPRITE_ID}${resolved.id}.js` : undefined;
    },
    async load(id) {
      if (!id.startsWith(SPRITE_ID)) return undefined;
      const list = id.slice(SPRITE_ID.length, -'.js'.length);
      this.addWatchFile(list);
      const icons = Object.entries(JSON.parse(readFileSync(list, 'utf8')) as Record<string, string>);
      const views: string[] = [];
      const drawings: string[] = [];
      for (const [index, [name, source]] of icons.entries()) {
        const file = (await this.resolve(source, list, { skipSelf: true }))?.id;
        if (!file) throw new Error(`${path.basename(list)}: ${source} (${name}) not found`);
        this.addWatchFile(file);
        const svg = readFileSync(file, 'utf8');
        const viewBox = /<svg[^>]*\sviewBox="([^"]+)"/.exec(svg)?.[1] ?? `0 0 ${CELL} ${CELL}`;
        const inner = svg
          .replace(/^[\s\S]*?<svg[^>]*>/, '')
          .replace(/<\/svg>\s*$/, '')
          .replace(/<title>.*?<\/title>/s, '');
        views.push(`<view id="${name}" viewBox="${index * CELL} 0 ${CELL} ${CELL}"/>`);
        drawings.push(`<svg x="${index * CELL}" width="${CELL}" height="${CELL}" viewBox="${viewBox}">${inner}</svg>`);
      }
      const sprite = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${icons.length * CELL} ${CELL}" fill="${color}">${views.join('')}${drawings.join('')}</svg>`;
      if (command === 'serve') return `export default ${JSON.stringify(`data:image/svg+xml,${encodeURIComponent(sprite)}`)};`;
      const reference = this.emitFile({ type: 'asset', name: `${path.basename(list, '.json')}.svg`, source: sprite });
      // Vite's own placeholder for an emitted asset's public URL, resolved when the chunk is written.
      return `export default "__VITE_ASSET__${reference}__";`;
    },
  };
}

/**
 * Every character above U+00FF written as a `\u` escape (decision 010). V8 keeps the text of every module the
 * server loaded for as long as it runs, and one such character in it (a dash, a curly quote or an arrow of the
 * texts) makes V8 store the whole text two bytes per character: the server bundle's entry took 933 KB of heap
 * for its 478 KB. A backslash already before the character (an identity escape, `\—`) is reused, so strings,
 * templates, regular expressions and identifiers mean what they meant; comments do not matter.
 */
export function escapeBeyondLatin1(code: string): string {
  return code.replace(/(\\*)([\u0100-\uffff])/g, (_match, slashes: string, char: string) => {
    const hex = char.charCodeAt(0).toString(16).padStart(4, '0');
    return slashes.length % 2 ? `${slashes}u${hex}` : `${slashes}\\u${hex}`;
  });
}

/** The server build's chunks with `escapeBeyondLatin1`: about 1.2 MB less of the server's heap. */
export function latin1ServerChunks(): Plugin {
  return {
    name: 'latin1-server-chunks',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    // Once the chunks are final: text the bundler adds after renderChunk is escaped too.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') chunk.code = escapeBeyondLatin1(chunk.code);
    },
  };
}
