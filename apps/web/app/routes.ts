import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('sobre', 'routes/about.tsx'),
    route('software', 'routes/software.tsx'),
    route('aplicativo', 'routes/app-development.tsx'),
    route('outsourcing', 'routes/outsourcing.tsx'),
    route('cases', 'routes/cases.tsx'),
    route('cases/:slug', 'routes/case-detail.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('blog/todos', 'routes/blog-all.tsx'),
    route('blog/:id/:slug?', 'routes/blog-post.tsx'),
    route('contato', 'routes/contact.tsx'),
    route('obrigado', 'routes/thanks.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // The back office: rendered on the client only, without the public shell, never cached (routes/admin.tsx).
  route('admin', 'routes/admin.tsx', [
    route('login', 'routes/admin-login.tsx'),
    layout('routes/admin-layout.tsx', [
      index('routes/admin-index.tsx'),
      route('cases', 'routes/admin-cases.tsx'),
      route('usuarios', 'routes/admin-users.tsx'),
      route('blog', 'routes/admin-blog.tsx'),
      route('contatos', 'routes/admin-contacts.tsx'),
      route('contato-config', 'routes/admin-contact-config.tsx'),
      route('midia', 'routes/admin-media.tsx'),
      route('paginas', 'routes/admin-pages.tsx'),
      route('menu-rodape', 'routes/admin-menu-footer.tsx'),
      route('seo', 'routes/admin-seo.tsx'),
      route('perfil', 'routes/admin-profile.tsx'),
      route('*', 'routes/admin-not-found.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
