import { BLOCK_DEFINITIONS, isBlockType, type BlockField, type BlockFields, type ItemField, type THistoryType } from '@softhouse/contracts';
import { diffWords } from 'diff';
import { SECTION_TYPE_LABELS } from '../pages/page-names';

/*
 * What changed between two revisions of an item (decision 042): the fields an editor knows, each as text,
 * and for long texts the words added and removed. An aggregate (a page with its sections, a menu with its
 * items, the footer's columns) is shown part by part, each part (matched by its id) as a few lines of text.
 * Loaded with the history dialog only (the `diff` package stays out of every other bundle).
 */

type Data = Record<string, unknown>;
/** One field of a revision, as text. */
type Entry = { key: string; label: string; value: string; long?: boolean };
type Spec = { key: string; label: string; long?: boolean; read?: (data: Data) => unknown };

export function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(asText).join(', ');
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const record = (value: unknown): Data => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : {});
const list = (value: unknown): Data[] => (Array.isArray(value) ? value.map(record) : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** "Label: value" lines, leaving out the empty ones. */
const lines = (pairs: [string, unknown][]) =>
  pairs
    .map(([label, value]) => [label, asText(value)] as const)
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');

const LANGUAGES = { pt: 'português', en: 'inglês', es: 'espanhol' } as const;
const FOREIGN = { en: 'inglês', es: 'espanhol' } as const;

/** A text in each language, one field per language: "Título (português)"… */
const perLanguage = (key: string, label: string, value: unknown, long = false): Entry[] =>
  Object.entries(LANGUAGES).map(([language, name]) => ({ key: `${key}.${language}`, label: `${label} (${name})`, value: text(record(value)[language]), long }));

const fromSpecs = (specs: Spec[], data: Data): Entry[] =>
  specs.map((spec) => ({ key: spec.key, label: spec.label, long: spec.long, value: asText((spec.read ?? ((d: Data) => d[spec.key]))(data)) }));

const SEO: Spec[] = [
  { key: 'seoTitle', label: 'Título SEO' },
  { key: 'seoDescription', label: 'Descrição SEO', long: true },
  { key: 'seoKeywords', label: 'Palavras-chave SEO' },
];

const POST: Spec[] = [
  { key: 'title', label: 'Título' },
  { key: 'slug', label: 'Slug' },
  { key: 'excerpt', label: 'Resumo', long: true },
  { key: 'content', label: 'Conteúdo', long: true },
  { key: 'featuredImage', label: 'Imagem de capa' },
  { key: 'category', label: 'Categoria' },
  { key: 'tags', label: 'Tags' },
  { key: 'author', label: 'Autor', read: (data) => (data.author as { name?: string } | undefined)?.name },
  { key: 'status', label: 'Status', read: (data) => (data.status === 'published' ? 'Publicado' : data.status === 'draft' ? 'Rascunho' : data.status) },
  ...SEO,
];
const CASE: Spec[] = [
  { key: 'title', label: 'Título' },
  { key: 'slug', label: 'Slug' },
  { key: 'client', label: 'Cliente' },
  { key: 'description', label: 'Descrição', long: true },
  { key: 'imageUrl', label: 'Imagem principal' },
  { key: 'logoUrl', label: 'Logo' },
  { key: 'gallery', label: 'Galeria' },
  { key: 'category', label: 'Serviço' },
  { key: 'industry', label: 'Setor' },
  { key: 'technologies', label: 'Tecnologias' },
  { key: 'published', label: 'Publicado' },
  { key: 'featured', label: 'Destaque' },
  ...SEO,
];

/** A post's or case's fields, then those of its translations (the same labels, with the language). */
function withTranslations(specs: Spec[], translated: string[]) {
  return (data: Data): Entry[] => {
    const entries = fromSpecs(specs, data);
    for (const [language, name] of Object.entries(FOREIGN)) {
      const translation = record(record(data.translations)[language]);
      for (const key of translated) {
        const base = specs.find((spec) => spec.key === key);
        entries.push({ key: `translations.${language}.${key}`, label: `${base?.label ?? key} (${name})`, long: base?.long, value: asText(translation[key]) });
      }
    }
    return entries;
  };
}

/** A field of a block that is the same in every language, as the editor sees it (an option by its name). */
function sharedValue(field: BlockField, value: unknown): unknown {
  if (field.kind === 'choice') return field.options[text(value)] ?? text(value);
  if (field.kind === 'cases') return list(value).length ? `${list(value).length} escolhidos` : '';
  return value;
}

/** An item of a block's list: its texts in a language, then (in Portuguese) its links, values and icons. */
const itemText = (fields: Readonly<Record<string, ItemField>>, item: Data, language: string) =>
  Object.entries(fields)
    .map(([key, field]) => (field.kind === 'line' || field.kind === 'text' ? text(record(item[key])[language]) : language === 'pt' ? asText(sharedValue(field, item[key])) : ''))
    .filter(Boolean)
    .join(' · ');

/**
 * A page's block (decision 047) as lines of text: where it is, whether it shows, its settings, then its texts
 * in each language, each under its field's label.
 */
function sectionText(section: Data, position: number): string {
  const type = text(section.type);
  const fields: BlockFields = isBlockType(type) ? BLOCK_DEFINITIONS[type].fields : {};
  const content = record(section.content);
  const settings = Object.entries(fields)
    .filter(([, field]) => field.kind !== 'line' && field.kind !== 'text' && field.kind !== 'list')
    .map(([key, field]): [string, unknown] => [field.label, sharedValue(field, content[key])]);
  const texts = Object.entries(LANGUAGES).map(([language, name]) => {
    const body = lines(
      Object.entries(fields).flatMap(([key, field]): [string, unknown][] => {
        if (field.kind === 'line' || field.kind === 'text') return [[field.label, text(record(content[key])[language])]];
        if (field.kind === 'list') return [[field.label, list(content[key]).map((item) => itemText(field.item, item, language)).filter(Boolean).join('; ')]];
        return [];
      }),
    );
    return body ? `[${name}]\n${body}` : '';
  });
  return [lines([['Posição', position], ['Visível', section.visible], ...settings]), ...texts].filter(Boolean).join('\n');
}

const sectionName = (section: Data) => text(record(record(section.content).title).pt) || '(sem título)';

/** A menu item's or footer link's text: its own in each language, or the site's text it names. */
const labelLines = (item: Data): [string, unknown][] => {
  const label = record(item.label);
  if (!Object.keys(label).length) return [['Texto', item.labelKey ? `texto padrão do site (${text(item.labelKey)})` : '']];
  return Object.entries(LANGUAGES).map(([language, name]) => [`Texto (${name})`, label[language]]);
};
const labelName = (item: Data) => text(record(item.label).pt) || text(item.labelKey) || '(sem texto)';

/** Each part of an aggregate, by id, numbered in its order. */
const parts = (items: Data[], key: string, label: (item: Data) => string, value: (item: Data, position: number) => string): Entry[] =>
  items.map((item, index) => ({ key: `${key}.${text(item.id) || index}`, label: label(item), value: value(item, index + 1), long: true }));

const ENTRIES: Record<THistoryType, (data: Data) => Entry[]> = {
  blog: withTranslations(POST, ['title', 'slug', 'excerpt', 'content', 'tags', 'seoTitle', 'seoDescription', 'seoKeywords']),
  cases: withTranslations(CASE, ['title', 'slug', 'description', 'industry', 'seoTitle', 'seoDescription', 'seoKeywords']),
  content: (data) => [
    { key: 'title', label: 'Título da página', value: text(data.title) },
    ...parts(
      list(data.sections),
      'section',
      (section) => `Seção: ${sectionName(section)} (${SECTION_TYPE_LABELS[text(section.type)] ?? text(section.type)})`,
      sectionText,
    ),
  ],
  menus: (data) =>
    parts(list(data.items), 'item', (item) => `Item: ${labelName(item)}`, (item, position) =>
      lines([['Posição', position], ['Visível', item.visible], ['Caminho', item.path], ...labelLines(item)]),
    ),
  footer: (data) => [
    ...perLanguage('rightsText', 'Texto de direitos', data.rightsText),
    { key: 'copyrightYear', label: 'Ano do copyright', value: asText(data.copyrightYear) },
    { key: 'registrationNumber', label: 'CNPJ', value: text(data.registrationNumber) },
    ...parts(list(data.columns), 'column', (column) => `Coluna: ${text(record(column.title).pt) || '(sem título)'}`, (column, position) => {
      const title = record(column.title);
      const links = list(column.links).map(
        (link, index) => `${index + 1}. ${labelName(link)}${link.url ? ` → ${text(link.url)}` : ''}${link.newTab ? ' (nova aba)' : ''}`,
      );
      return [lines([['Posição', position], ['Título (inglês)', title.en], ['Título (espanhol)', title.es]]), links.length ? `Links:\n${links.join('\n')}` : 'Sem links'].join('\n');
    }),
    ...list(data.socialLinks).map((link) => ({ key: `social.${text(link.id)}`, label: `Rede social: ${text(link.platform)}`, value: text(link.url) })),
  ],
  seo: (data) => [
    ...perLanguage('title', 'Título', data.title),
    ...perLanguage('description', 'Descrição', data.description, true),
    { key: 'image', label: 'Imagem de compartilhamento', value: text(data.image) },
    { key: 'noindex', label: 'Ocultar dos buscadores (noindex)', value: asText(data.noindex) },
  ],
  'seo-global': (data) => [
    { key: 'siteName', label: 'Nome do site', value: text(data.siteName) },
    ...perLanguage('defaultDescription', 'Descrição padrão', data.defaultDescription, true),
    { key: 'defaultImage', label: 'Imagem padrão de compartilhamento', value: text(data.defaultImage) },
    { key: 'twitterHandle', label: 'Twitter', value: text(data.twitterHandle) },
  ],
  contact: (data) => {
    const card = (name: string) => record(data[name]);
    const translations = record(data.translations);
    return [
      ...fromSpecs(
        [
          { key: 'phone.title', label: 'Telefone: título', read: () => card('phone').title },
          { key: 'phone.number', label: 'Telefone: número', read: () => card('phone').number },
          { key: 'email.title', label: 'E-mail: título', read: () => card('email').title },
          { key: 'email.address', label: 'E-mail: endereço', read: () => card('email').address },
          { key: 'careers.title', label: 'Carreira: título', read: () => card('careers').title },
          { key: 'careers.link', label: 'Carreira: link de vagas', read: () => card('careers').link },
          { key: 'careers.hideButton', label: 'Carreira: ocultar botão', read: () => card('careers').hideButton },
          { key: 'location.title', label: 'Localização: título', read: () => card('location').title },
          { key: 'location.address', label: 'Localização: endereço', read: () => card('location').address },
        ],
        data,
      ),
      ...Object.entries(FOREIGN).map(([language, name]) => {
        const translation = record(translations[language]);
        const title = (name: string) => record(translation[name]).title;
        return {
          key: `translations.${language}`,
          label: `Textos em ${name}`,
          long: true,
          value: lines([
            ['Telefone', title('phone')],
            ['E-mail', title('email')],
            ['Carreira', title('careers')],
            ['Localização', title('location')],
            ['Endereço', record(translation.location).address],
          ]),
        };
      }),
    ];
  },
};

export type Part = { value: string; added?: boolean; removed?: boolean };
export type Change = { key: string; label: string; before: string; after: string; long: boolean; parts: Part[] | null };

/** A word-level diff: the words only in `before` are removed, those only in `after` added. */
export const wordDiff = (before: string, after: string): Part[] => diffWords(before, after).map(({ value, added, removed }) => ({ value, ...(added && { added }), ...(removed && { removed }) }));

/**
 * The fields that differ between a revision (`before`) and the item now (`after`), in the editor's order;
 * parts only in one of them (a section added or removed) are compared with nothing.
 */
export function changesBetween(type: THistoryType, before: Data, after: Data): Change[] {
  const was = new Map(ENTRIES[type](before).map((entry) => [entry.key, entry]));
  const now = new Map(ENTRIES[type](after).map((entry) => [entry.key, entry]));
  const keys = [...now.keys(), ...[...was.keys()].filter((key) => !now.has(key))];
  const changes: Change[] = [];
  for (const key of keys) {
    const old = was.get(key);
    const current = now.get(key);
    const [from, to] = [old?.value ?? '', current?.value ?? ''];
    if (from === to) continue;
    const long = Boolean(current?.long ?? old?.long) || from.length > 120 || to.length > 120;
    changes.push({ key, label: (current ?? old)!.label, before: from, after: to, long, parts: long ? wordDiff(from, to) : null });
  }
  return changes;
}
