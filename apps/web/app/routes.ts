import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/** The public pages by their Portuguese paths (the routes of the specification). */
const PAGES: [path: string, file: string][] = [
  ['sobre', 'routes/about.tsx'],
  ['software', 'routes/software.tsx'],
  ['aplicativo', 'routes/app-development.tsx'],
  ['outsourcing', 'routes/outsourcing.tsx'],
  ['cases', 'routes/cases.tsx'],
  ['cases/:slug', 'routes/case-detail.tsx'],
  ['blog', 'routes/blog.tsx'],
  ['blog/todos', 'routes/blog-all.tsx'],
  ['blog/:id/:slug?', 'routes/blog-post.tsx'],
  ['contato', 'routes/contact.tsx'],
  ['obrigado', 'routes/thanks.tsx'],
  // The site search (decision 034): noindex, out of the sitemap.
  ['busca', 'routes/search.tsx'],
  // A draft or scheduled post or case through its preview link (decision 041): noindex, never cached.
  ['previa/:token', 'routes/preview.tsx'],
  // A page as an editor is changing it, before saving (decision 047): the Páginas screen's live preview, noindex, never cached.
  ['previa/pagina/:token', 'routes/preview-page.tsx'],
];

/** English and Spanish: the same pages under /en and /es (decision 027), each route with an id of its own. */
const inLanguage = (lang: 'en' | 'es') => [
  route(lang, 'routes/home.tsx', { id: `${lang}/home` }),
  ...PAGES.map(([path, file]) => route(`${lang}/${path}`, file, { id: `${lang}/${path}` })),
  route(`${lang}/*`, 'routes/not-found.tsx', { id: `${lang}/not-found` }),
];

export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    ...PAGES.map(([path, file]) => route(path, file)),
    ...inLanguage('en'),
    ...inLanguage('es'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // The back office: rendered on the client only, without the public shell, never cached (routes/admin.tsx).
  route('admin', 'routes/admin.tsx', [
    route('login', 'routes/admin-login.tsx'),
    route('nova-senha', 'routes/admin-new-password.tsx'),
    layout('routes/admin-layout.tsx', [
      index('routes/admin-index.tsx'),
      route('cases', 'routes/admin-cases.tsx'),
      route('usuarios', 'routes/admin-users.tsx'),
      route('blog', 'routes/admin-blog.tsx'),
      route('traducoes', 'routes/admin-translations.tsx'),
      route('contatos', 'routes/admin-contacts.tsx'),
      route('contato-config', 'routes/admin-contact-config.tsx'),
      route('midia', 'routes/admin-media.tsx'),
      route('paginas', 'routes/admin-pages.tsx'),
      route('menu-rodape', 'routes/admin-menu-footer.tsx'),
      route('seo', 'routes/admin-seo.tsx'),
      route('emails', 'routes/admin-emails.tsx'),
      route('atividade', 'routes/admin-activity.tsx'),
      route('redirecionamentos', 'routes/admin-redirects.tsx'),
      route('lixeira', 'routes/admin-trash.tsx'),
      route('titular-de-dados', 'routes/admin-data-subject.tsx'),
      route('perfil', 'routes/admin-profile.tsx'),
      route('*', 'routes/admin-not-found.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
