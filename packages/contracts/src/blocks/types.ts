import type { BlockFields, ChoiceField, ListField, LineField, TextField } from './fields.js';

/*
 * Every block type the public pages are built from (decision 047): its name in the back office, what it is
 * for, its fields, and where it may stand. The site has one renderer per type (apps/web/app/blocks/) and
 * the back office one form, built from these fields; nothing here exists without both.
 */

type BlockDefinition = {
  label: string;
  description: string;
  fields: BlockFields;
  /** Only on these pages (a listing that needs its page's data); elsewhere on any. */
  pages?: readonly string[];
  /** At most one on a page. */
  unique?: boolean;
};

const line = (label: string, max = 200, extra: Partial<LineField> = {}): LineField => ({ kind: 'line', label, max, ...extra });
const paragraph = (label: string, max = 2000, extra: Partial<TextField> = {}): TextField => ({ kind: 'text', label, max, ...extra });

/** The heading most sections open with. */
const heading = {
  eyebrow: line('Sobretítulo', 80, { hint: 'A linha curta acima do título.' }),
  title: line('Título', 200),
  text: paragraph('Texto de abertura', 1000),
} as const;

const background = { kind: 'choice', label: 'Fundo', options: { white: 'Branco', tint: 'Cinza claro' }, default: 'white' } as const satisfies ChoiceField;

const buttons = {
  kind: 'list',
  label: 'Botões',
  itemLabel: 'Botão',
  max: 2,
  item: {
    label: line('Texto do botão', 60, { required: true }),
    href: { kind: 'link', label: 'Link', required: true, hint: '/contato, #contato, https://…, mailto: ou tel:' },
    style: { kind: 'choice', label: 'Estilo', options: { primary: 'Principal', secondary: 'Secundário' }, default: 'primary' },
  },
} as const satisfies ListField;

const metrics = {
  kind: 'list',
  label: 'Números',
  itemLabel: 'Número',
  max: 6,
  item: {
    value: { kind: 'value', label: 'Valor', max: 12, required: true, hint: '13+, +100, 98%' },
    label: line('Legenda', 80, { required: true }),
  },
} as const satisfies ListField;

export const BLOCK_DEFINITIONS = {
  hero: {
    label: 'Abertura (hero)',
    description: 'O título principal da página, com texto, botões e números.',
    unique: true,
    fields: {
      visual: {
        kind: 'choice',
        label: 'Visual',
        options: {
          home: 'Início: grade e números',
          about: 'Sobre: órbita e números',
          service: 'Serviço: painel de números',
          'service-form': 'Serviço: formulário ao lado',
          cases: 'Cases: total de projetos',
          blog: 'Blog',
          contact: 'Contato',
          thanks: 'Agradecimento',
        },
        default: 'home',
      },
      eyebrow: heading.eyebrow,
      title: line('Título', 200, { required: true }),
      description: paragraph('Descrição', 3000, { rich: true, hint: '**negrito** e parágrafos separados por uma linha em branco.' }),
      buttons: { ...buttons, when: { field: 'visual', is: ['home', 'about', 'service', 'service-form', 'blog', 'thanks'] } },
      metricsLabel: line('Título dos números', 80, { when: { field: 'visual', is: ['about', 'service', 'service-form'] } }),
      metrics: { ...metrics, when: { field: 'visual', is: ['home', 'about', 'service', 'service-form', 'cases'] } },
      formTitle: line('Título do formulário', 120, { when: { field: 'visual', is: ['service-form'] } }),
      formText: paragraph('Texto do formulário', 300, { when: { field: 'visual', is: ['service-form'] } }),
    },
  },
  cards: {
    label: 'Cartões',
    description: 'Uma grade de cartões com ícone, título e texto.',
    fields: {
      ...heading,
      style: { kind: 'choice', label: 'Estilo', options: { features: 'Ícone e texto', numbered: 'Numerados', services: 'Serviços com link' }, default: 'features' },
      background,
      items: {
        kind: 'list',
        label: 'Cartões',
        itemLabel: 'Cartão',
        min: 1,
        max: 12,
        item: {
          icon: { kind: 'icon', label: 'Ícone', default: 'sparkles' },
          title: line('Título', 120, { required: true }),
          text: paragraph('Texto', 600),
          href: { kind: 'link', label: 'Link do título', when: { field: 'style', is: ['services'] } },
          linkLabel: line('Texto do botão', 60, { when: { field: 'style', is: ['services'] } }),
          buttonHref: { kind: 'link', label: 'Link do botão', hint: 'Vazio: /contato.', when: { field: 'style', is: ['services'] } },
        },
      },
    },
  },
  plans: {
    label: 'Formatos de contratação',
    description: 'Formatos lado a lado, cada um com etiqueta, texto e pontos; um pode ficar em destaque.',
    fields: {
      ...heading,
      background,
      items: {
        kind: 'list',
        label: 'Formatos',
        itemLabel: 'Formato',
        min: 1,
        max: 4,
        item: {
          icon: { kind: 'icon', label: 'Ícone', default: 'users-round' },
          tag: line('Etiqueta', 40),
          name: line('Nome', 80, { required: true }),
          text: paragraph('Texto', 600),
          points: paragraph('Pontos', 600, { hint: 'Um por linha.' }),
          featured: { kind: 'toggle', label: 'Em destaque', default: false },
        },
      },
    },
  },
  steps: {
    label: 'Etapas',
    description: 'Um processo em etapas numeradas.',
    fields: {
      ...heading,
      background,
      items: { kind: 'list', label: 'Etapas', itemLabel: 'Etapa', min: 1, max: 8, item: { title: line('Título', 120, { required: true }), text: paragraph('Texto', 600) } },
    },
  },
  accordion: {
    label: 'Perguntas e pilares',
    description: 'Itens que abrem e fecham (pilares, perguntas frequentes), com o título ao lado.',
    fields: {
      ...heading,
      buttons,
      background,
      items: { kind: 'list', label: 'Itens', itemLabel: 'Item', min: 1, max: 16, item: { title: line('Título', 160, { required: true }), text: paragraph('Texto', 2000) } },
    },
  },
  metrics: {
    label: 'Números',
    description: 'Uma faixa com os números da empresa.',
    fields: { title: line('Título', 120), metrics: { ...metrics, min: 1 }, background },
  },
  text: {
    label: 'Texto',
    description: 'Um texto livre, com **negrito**, listas e links.',
    fields: { eyebrow: heading.eyebrow, title: line('Título', 200), body: paragraph('Texto', 10000, { rich: true, required: true }), background },
  },
  technologies: {
    label: 'Tecnologias',
    description: 'Os logotipos das tecnologias com que a equipe trabalha.',
    fields: { ...heading, only: { kind: 'technologies', label: 'Tecnologias mostradas', hint: 'Nenhuma marcada: todas.' }, background },
  },
  cases: {
    label: 'Carrossel de cases',
    description: 'Cases publicados em carrossel, os destaques primeiro.',
    fields: {
      ...heading,
      source: {
        kind: 'choice',
        label: 'Quais cases',
        options: { all: 'Todos os publicados', featured: 'Só os destaques', software: 'Serviço: software', app: 'Serviço: aplicativos', outsourcing: 'Serviço: outsourcing', picked: 'Escolhidos a dedo' },
        default: 'all',
      },
      picked: { kind: 'cases', label: 'Cases escolhidos', max: 24, hint: 'Na ordem em que estão aqui.', when: { field: 'source', is: ['picked'] } },
      linkLabel: line('Texto do link para todos os cases', 60),
      background,
    },
  },
  posts: {
    label: 'Últimos posts',
    description: 'Os posts mais recentes do blog.',
    fields: { ...heading, linkLabel: line('Texto do link para o blog', 60), background },
  },
  cta: {
    label: 'Chamada para ação',
    description: 'Uma faixa de destaque com título, texto e botões.',
    fields: { title: line('Título', 200, { required: true }), text: paragraph('Texto', 600), buttons: { ...buttons, min: 1 } },
  },
  contact: {
    label: 'Formulário de contato',
    description: 'Título, texto e o formulário de contato, com os canais ao lado.',
    fields: {
      ...heading,
      source: {
        kind: 'choice',
        label: 'Origem dos contatos',
        options: { software: 'Software', aplicativo: 'Aplicativo', outsourcing: 'Outsourcing', contato: 'Contato' },
        default: 'contato',
        hint: 'Aparece em cada contato recebido por este formulário.',
      },
    },
  },
  'contact-page': {
    label: 'Contato: formulário e canais',
    description: 'O formulário da página de contato e os cartões de telefone, e-mail, carreira e endereço.',
    pages: ['contato'],
    unique: true,
    fields: {
      formTitle: line('Título do formulário', 120, { required: true }),
      formText: paragraph('Texto do formulário', 300),
      channelsTitle: line('Título dos canais', 120),
      channelsText: paragraph('Texto dos canais', 600),
    },
  },
  'case-grid': {
    label: 'Lista de cases',
    description: 'Todos os cases publicados, em páginas.',
    pages: ['cases'],
    unique: true,
    fields: { title: line('Título (para leitores de tela)', 120) },
  },
  'blog-list': {
    label: 'Lista de posts',
    description: 'Os posts publicados, com categorias e páginas.',
    pages: ['blog'],
    unique: true,
    fields: { title: line('Título', 120) },
  },
} as const satisfies Record<string, BlockDefinition>;

export type TBlockType = keyof typeof BLOCK_DEFINITIONS;
export const BLOCK_TYPES = Object.keys(BLOCK_DEFINITIONS) as TBlockType[];
export const isBlockType = (value: string): value is TBlockType => Object.hasOwn(BLOCK_DEFINITIONS, value);
