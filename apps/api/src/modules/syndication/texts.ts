import type { TBlogCategory, TLanguage } from '@softhouse/contracts';

/**
 * The fixed words of the feeds, the llms.txt files and the Markdown pages, in each language. The blog's
 * title and description, the categories and the services' names are the site's own (the web app's
 * dictionaries: blog.meta, blog.categories, software/app/outsourcing.meta), so a feed reads like the page it
 * mirrors; an editor's SEO texts for a page replace the services' ones.
 */
type Texts = {
  blogTitle: string;
  blogDescription: string;
  categories: Record<TBlogCategory, string>;
  services: Record<'software' | 'aplicativo' | 'outsourcing', { title: string; description: string }>;
  about: { title: string; description: string };
  contact: string;
  allPosts: string;
  sections: { services: string; cases: string; posts: string; contact: string; languages: string };
  otherLanguages: string;
  fullVersion: string;
  inPortuguese: string;
  fields: {
    address: string;
    published: string;
    author: string;
    category: string;
    tags: string;
    client: string;
    industry: string;
    technologies: string;
    gallery: string;
    email: string;
    phone: string;
    location: string;
  };
  feedRss: string;
  feedAtom: string;
  languageNames: Record<TLanguage, string>;
};

export const TEXTS: Record<TLanguage, Texts> = {
  pt: {
    blogTitle: 'Blog de tecnologia',
    blogDescription: 'Artigos sobre desenvolvimento de software, aplicativos, produto e gestão de tecnologia.',
    categories: { tecnologia: 'Tecnologia', desenvolvimento: 'Desenvolvimento', design: 'Design', marketing: 'Marketing', negocios: 'Negócios' },
    services: {
      software: {
        title: 'Desenvolvimento de software sob medida',
        description: 'Produtos digitais, SaaS sob medida, automação de processos e retomada de projetos parados.',
      },
      aplicativo: {
        title: 'Desenvolvimento de aplicativos Android e iOS',
        description: 'Aplicativos nativos e multiplataforma para Android e iOS, do discovery à publicação nas lojas.',
      },
      outsourcing: {
        title: 'Outsourcing de TI: squads dedicadas e body shop',
        description: 'Profissionais de tecnologia alocados no seu projeto, em squads gerenciadas ou no modelo body shop.',
      },
    },
    about: { title: 'Sobre nós', description: 'Conheça a nossa história, a nossa forma de trabalhar e o mindset que guia cada projeto.' },
    contact: 'Fale conosco',
    allPosts: 'Todos os posts do blog',
    sections: { services: 'Serviços', cases: 'Cases', posts: 'Últimos posts', contact: 'Contato', languages: 'Outros idiomas' },
    otherLanguages: 'Este arquivo em outros idiomas',
    fullVersion: 'Todo o conteúdo em Markdown, num só arquivo',
    inPortuguese: 'em português',
    fields: {
      address: 'Endereço',
      published: 'Publicado em',
      author: 'Autor',
      category: 'Categoria',
      tags: 'Tags',
      client: 'Cliente',
      industry: 'Setor',
      technologies: 'Tecnologias',
      gallery: 'Galeria',
      email: 'E-mail',
      phone: 'Telefone',
      location: 'Endereço físico',
    },
    feedRss: 'Feed RSS do blog',
    feedAtom: 'Feed Atom do blog',
    languageNames: { pt: 'Português', en: 'English', es: 'Español' },
  },
  en: {
    blogTitle: 'Technology blog',
    blogDescription: 'Articles about software development, mobile apps, product and technology management.',
    categories: { tecnologia: 'Technology', desenvolvimento: 'Development', design: 'Design', marketing: 'Marketing', negocios: 'Business' },
    services: {
      software: { title: 'Custom software development', description: 'Digital products, custom SaaS, process automation and recovery of stalled projects.' },
      aplicativo: {
        title: 'Android and iOS app development',
        description: 'Native and cross-platform apps for Android and iOS, from discovery to the app stores.',
      },
      outsourcing: {
        title: 'IT outsourcing: dedicated squads and body shop',
        description: 'Technology professionals allocated to your project, as managed squads or in the body shop model.',
      },
    },
    about: { title: 'About us', description: 'Get to know our story, the way we work and the mindset behind every project.' },
    contact: 'Talk to us',
    allPosts: 'Every post of the blog',
    sections: { services: 'Services', cases: 'Case studies', posts: 'Latest posts', contact: 'Contact', languages: 'Other languages' },
    otherLanguages: 'This file in other languages',
    fullVersion: 'All the content in Markdown, in one file',
    inPortuguese: 'in Portuguese',
    fields: {
      address: 'Address',
      published: 'Published on',
      author: 'Author',
      category: 'Category',
      tags: 'Tags',
      client: 'Client',
      industry: 'Industry',
      technologies: 'Technologies',
      gallery: 'Gallery',
      email: 'E-mail',
      phone: 'Phone',
      location: 'Location',
    },
    feedRss: 'Blog RSS feed',
    feedAtom: 'Blog Atom feed',
    languageNames: { pt: 'Português', en: 'English', es: 'Español' },
  },
  es: {
    blogTitle: 'Blog de tecnología',
    blogDescription: 'Artículos sobre desarrollo de software, aplicaciones, producto y gestión de tecnología.',
    categories: { tecnologia: 'Tecnología', desenvolvimento: 'Desarrollo', design: 'Diseño', marketing: 'Marketing', negocios: 'Negocios' },
    services: {
      software: {
        title: 'Desarrollo de software a medida',
        description: 'Productos digitales, SaaS a medida, automatización de procesos y rescate de proyectos detenidos.',
      },
      aplicativo: {
        title: 'Desarrollo de aplicaciones Android e iOS',
        description: 'Aplicaciones nativas y multiplataforma para Android e iOS, del discovery a la publicación en las tiendas.',
      },
      outsourcing: {
        title: 'Outsourcing de TI: squads dedicados y body shop',
        description: 'Profesionales de tecnología asignados a tu proyecto, en squads gestionados o en el modelo body shop.',
      },
    },
    about: { title: 'Sobre nosotros', description: 'Conoce nuestra historia, nuestra forma de trabajar y la mentalidad que guía cada proyecto.' },
    contact: 'Hablemos',
    allPosts: 'Todos los posts del blog',
    sections: { services: 'Servicios', cases: 'Casos', posts: 'Últimas publicaciones', contact: 'Contacto', languages: 'Otros idiomas' },
    otherLanguages: 'Este archivo en otros idiomas',
    fullVersion: 'Todo el contenido en Markdown, en un solo archivo',
    inPortuguese: 'en portugués',
    fields: {
      address: 'Dirección',
      published: 'Publicado el',
      author: 'Autor',
      category: 'Categoría',
      tags: 'Etiquetas',
      client: 'Cliente',
      industry: 'Sector',
      technologies: 'Tecnologías',
      gallery: 'Galería',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      location: 'Ubicación',
    },
    feedRss: 'Feed RSS del blog',
    feedAtom: 'Feed Atom del blog',
    languageNames: { pt: 'Português', en: 'English', es: 'Español' },
  },
};
