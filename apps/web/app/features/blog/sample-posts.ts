import { type TBlogCategory } from '@softhouse/contracts/constants';

/**
 * The fixed sample list of /blog/todos (product.md §2: 12 posts, links /blog/{id}/{slugified title}).
 * Each id is the slug of a post of the demo content, so the links open real posts there;
 * titles are translated in the dictionary (blog.all.samples).
 */
export const SAMPLE_POSTS = [
  { id: 'microsservicos-quando-vale-a-pena-e-quando-nao-vale', key: 's01', category: 'tecnologia' },
  { id: 'ia-generativa-no-desenvolvimento-de-software-ganhos-reais-e-cuidados', key: 's02', category: 'tecnologia' },
  { id: 'por-que-o-postgresql-e-o-nosso-banco-de-dados-padrao', key: 's03', category: 'tecnologia' },
  { id: 'flutter-ou-react-native-como-decidimos-em-cada-projeto', key: 's04', category: 'desenvolvimento' },
  { id: 'testes-automatizados-que-valem-o-investimento', key: 's05', category: 'desenvolvimento' },
  { id: 'cicd-enxuto-um-pipeline-simples-para-times-pequenos', key: 's06', category: 'desenvolvimento' },
  { id: 'design-system-como-reduzimos-40-do-tempo-de-entrega-de-telas', key: 's07', category: 'design' },
  { id: 'acessibilidade-digital-guia-pratico-para-produtos-brasileiros', key: 's08', category: 'design' },
  { id: 'como-medir-o-roi-de-um-aplicativo-proprio', key: 's09', category: 'marketing' },
  { id: 'seo-tecnico-para-sites-institucionais-o-checklist-que-usamos', key: 's10', category: 'marketing' },
  { id: 'squad-dedicado-ou-body-shop-qual-modelo-de-outsourcing-escolher', key: 's11', category: 'negocios' },
  { id: 'como-retomar-um-projeto-de-software-parado', key: 's12', category: 'negocios' },
] as const satisfies readonly { id: string; key: string; category: TBlogCategory }[];
