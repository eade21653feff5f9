/**
 * The "data at scale" seed: on top of the demo content, 100,000 leads, 5,000 posts and cases up
 * to 500, written with set-based SQL (generate_series) so it takes seconds on both databases.
 * Texts vary enough for searches and categories to be realistic; images reuse the demo's.
 */
export const SCALE = { leads: 100_000, posts: 5_000, cases: 500 } as const;

/** The larger size PostgreSQL is also measured at (issue 19): its lead timings and exports, the rest as above. */
export const LARGE_LEADS = 1_000_000;

export const scaleSeedSql = (leads: number = SCALE.leads): string[] => [
  `insert into contact_messages (name, email, phone, company, subject, message, source, is_read, created_at)
   select
     (array['Ana','Bruno','Carla','Diego','Elisa','Fábio','Gabriela','Heitor','Isabela','João','Karina','Lucas','Marina','Nicolas','Olívia','Paulo','Renata','Sérgio','Tatiana','Vinícius'])[1 + g % 20]
       || ' ' || (array['Silva','Souza','Oliveira','Pereira','Costa','Rodrigues','Almeida','Nascimento','Lima','Araújo','Fernandes','Carvalho','Gomes','Martins','Rocha'])[1 + (g / 20) % 15],
     'lead' || g || '@' || (array['empresa.com.br','agro.com','varejo.com.br','saude.org','logistica.net'])[1 + g % 5],
     '+55 (11) 9' || lpad((g % 100000000)::text, 8, '0'),
     (array['AgroTech','Varejo Mais','Clínica Vida','LogBR','FinanceiraX','EduOnline','Construtora Alfa','Mercado Bom'])[1 + g % 8] || ' ' || (g % 997),
     (array['Orçamento de aplicativo','Outsourcing de equipe','Sistema sob medida','Parceria','Dúvida'])[1 + g % 5],
     'Olá, gostaria de conversar sobre um projeto. Referência ' || g || '. Temos prazo para o próximo trimestre e orçamento aprovado.',
     (array['contato','software','aplicativo','outsourcing'])[1 + g % 4],
     g % 3 = 0,
     now() - (g * interval '5 minutes')
   from generate_series(1, ${leads}) g`,
  `insert into blog_posts (slug, title, excerpt, content, featured_image, category, tags, author_name, status, published_at, read_time, created_at)
   select
     'escala-' || g,
     (array['Como escalar','Guia prático de','O que aprendemos com','Boas práticas de','Erros comuns em'])[1 + g % 5] || ' ' ||
       (array['APIs','aplicativos','times remotos','bancos de dados','design de produto','testes'])[1 + g % 6] || ' #' || g,
     'Um resumo do artigo ' || g || ' sobre tecnologia, produto e gestão para empresas que crescem.',
     '## Introdução' || chr(10) || chr(10) || repeat('Texto do artigo com exemplos práticos e recomendações. ', 60) || chr(10) || chr(10) || '## Conclusão' || chr(10) || chr(10) || 'Fim do artigo ' || g || '.',
     (select featured_image from blog_posts where featured_image is not null order by created_at limit 1),
     (array['tecnologia','desenvolvimento','negocios','design','marketing'])[1 + g % 5],
     array['escala', 'tag' || (g % 40)],
     'Equipe Órbita',
     case when g % 10 = 0 then 'draft' else 'published' end,
     case when g % 10 = 0 then null else now() - (g * interval '2 hours') end,
     5,
     now() - (g * interval '2 hours')
   from generate_series(1, ${SCALE.posts}) g`,
  `insert into cases (slug, title, description, category, technologies, client, industry, image_url, logo_url, gallery, featured, published, "order")
   select
     'case-escala-' || g,
     'Projeto ' || g || ' — plataforma digital',
     'Uma plataforma construída para o cliente ' || g || ', com aplicativo, painel e integrações.',
     'general',
     array['React','Node.js','PostgreSQL'],
     'Cliente ' || g,
     'Tecnologia',
     (select image_url from cases order by "order" limit 1),
     null,
     '{}'::text[],
     false,
     true,
     1000 + g
   from generate_series(1, greatest(0, ${SCALE.cases} - (select count(*)::int from cases))) g`,
  // The state a server reaches on its own after a bulk load: PostgreSQL's autovacuum, PGlite's hourly
  // vacuum job (decision 048); the load bypassed the server, whose job already ran at its first start.
  'vacuum analyze',
];
