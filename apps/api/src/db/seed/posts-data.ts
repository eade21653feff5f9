import type { PaletteName } from './art.js';

export type DemoPostCategory = 'tecnologia' | 'desenvolvimento' | 'design' | 'marketing' | 'negocios';

export type DemoPost = {
  title: string;
  excerpt: string;
  category: DemoPostCategory;
  tags: string[];
  authorName: string;
  /** Published this many days before the seed runs; null for drafts. */
  daysAgo: number | null;
  palette: PaletteName;
  seoTitle?: string;
  seoDescription?: string;
  content: string;
};

/** Fictional staff of Órbita Software who sign the demo posts. */
export const AUTHORS = {
  mariana: 'Mariana Duarte',
  rafael: 'Rafael Menezes',
  camila: 'Camila Rocha',
  lucas: 'Lucas Andrade',
  beatriz: 'Beatriz Nogueira',
} as const;

export const DEMO_POSTS: DemoPost[] = [
  {
    title: 'Microsserviços: quando vale a pena e quando não vale',
    excerpt:
      'Microsserviços resolvem problemas de escala organizacional, não de código bagunçado. Veja os sinais de que sua empresa está pronta, e os de que um monólito modular ainda é a melhor escolha.',
    category: 'tecnologia',
    tags: ['arquitetura', 'microsserviços', 'monólito modular', 'escalabilidade'],
    authorName: AUTHORS.rafael,
    daysAgo: 6,
    palette: 'cobalt',
    seoTitle: 'Microsserviços ou monólito? Como decidir a arquitetura do seu sistema',
    seoDescription:
      'Critérios práticos para decidir entre microsserviços e monólito modular, com custos, riscos e um roteiro de migração gradual.',
    content: `Poucas decisões de arquitetura geram tanta discussão quanto a adoção de microsserviços. Em quase toda conversa inicial com clientes aparece a pergunta: "não deveríamos quebrar o sistema em serviços?". A resposta honesta é: depende menos da tecnologia e mais do tamanho e da organização do seu time.

## O problema que microsserviços resolvem

Microsserviços permitem que **times diferentes publiquem partes diferentes do sistema de forma independente**. Esse é o ganho principal. Escalabilidade horizontal, isolamento de falhas e liberdade de stack vêm junto, mas raramente justificam sozinhos o custo da mudança.

Quando um único time de seis pessoas cuida de todo o produto, dividir o sistema em quinze serviços costuma criar mais problemas do que resolve: deploys coordenados, contratos de API para manter, dados espalhados e uma conta de nuvem bem maior.

## Sinais de que chegou a hora

- Mais de três times trabalham no mesmo código e esperam uns pelos outros para publicar.
- Partes do sistema têm padrões de carga muito diferentes (por exemplo, um motor de cálculo que precisa de dez vezes mais máquinas que o restante).
- Um erro em um módulo secundário derruba funcionalidades críticas com frequência.
- O tempo de build e de testes passou de meia hora e atrasa todas as entregas.

Se nenhum desses sinais aparece, o caminho mais seguro é um **monólito modular**: um único deploy, mas com módulos bem separados, cada um dono das suas tabelas e expondo uma interface clara para os outros.

## Custos que ninguém coloca na planilha

| Aspecto | Monólito modular | Microsserviços |
|---|---|---|
| Deploy | Um pipeline | Um pipeline por serviço |
| Consistência de dados | Transações locais | Sagas, eventos e reprocessamento |
| Observabilidade | Logs centralizados bastam | Tracing distribuído é obrigatório |
| Custo de infraestrutura | Menor | Maior, especialmente no início |
| Autonomia entre times | Limitada | Alta |

O item mais subestimado é a consistência de dados. Um pedido que antes era gravado em uma única transação passa a depender de mensagens entre serviços, e alguém precisa pensar no que acontece quando uma delas se perde.

## Como migrar sem parar o negócio

Quando a migração faz sentido, recomendamos o padrão *strangler fig*: o sistema novo cresce ao redor do antigo, rota por rota, até que o legado possa ser desligado. Um gateway na frente decide para onde cada requisição vai:

\`\`\`ts
// Rotas já migradas vão para o novo serviço; o restante continua no monólito.
const migrated = ['/api/pagamentos', '/api/faturas'];

export function upstreamFor(path: string): string {
  return migrated.some((prefix) => path.startsWith(prefix))
    ? 'http://pagamentos.internal'
    : 'http://monolito.internal';
}
\`\`\`

Comece pelo módulo com fronteiras mais claras e maior dor de escala. Extraia, meça, aprenda, e só então siga para o próximo.

> Arquitetura boa é aquela que o seu time consegue operar às três da manhã de um domingo.

## Para se aprofundar

A palestra de Martin Fowler sobre o tema continua uma das melhores introduções, especialmente a parte sobre pré-requisitos: [Microservices, por Martin Fowler](https://www.youtube.com/watch?v=wgdBVIX9ifA).

Em resumo: microsserviços são uma ferramenta para escalar **organizações**. Se o seu desafio hoje é entregar com qualidade e previsibilidade, um monólito bem modularizado provavelmente leva você mais longe, e deixa a porta aberta para extrair serviços quando a necessidade for real.`,
  },
  {
    title: 'IA generativa no desenvolvimento de software: ganhos reais e cuidados',
    excerpt:
      'Assistentes de código já fazem parte do dia a dia do nosso time. Contamos onde eles aceleram de verdade, onde atrapalham e quais regras adotamos para usar IA com segurança.',
    category: 'tecnologia',
    tags: ['inteligência artificial', 'produtividade', 'segurança', 'boas práticas'],
    authorName: AUTHORS.mariana,
    daysAgo: 19,
    palette: 'plum',
    seoTitle: 'IA generativa no desenvolvimento: ganhos reais e cuidados',
    seoDescription: 'O que aprendemos usando assistentes de código com IA em projetos reais: produtividade, qualidade, segurança e governança.',
    content: `Há pouco mais de um ano começamos a usar assistentes de código baseados em IA generativa em todos os squads da Órbita. A promessa era enorme, e a desconfiança também. Depois de dezenas de projetos, dá para separar o que é ganho real do que é expectativa.

## Onde a IA acelera de verdade

Os maiores ganhos apareceram em tarefas repetitivas e bem delimitadas:

- **Testes automatizados**: gerar casos de borda a partir de uma função existente economiza muito tempo, desde que alguém revise as asserções.
- **Código de integração**: mapeamento entre formatos de API, validações e conversões de datas e moedas.
- **Migrações e scripts pontuais**: consultas SQL, ajustes de configuração, automações de build.
- **Leitura de código legado**: pedir um resumo de um módulo antigo antes de alterá-lo reduz o tempo de entendimento.

Nas nossas medições internas, tarefas desse tipo ficaram entre 25% e 40% mais rápidas. Já em problemas de arquitetura, modelagem de domínio e depuração de falhas intermitentes, o ganho foi pequeno ou nulo.

## Onde ela atrapalha

O risco mais comum é o código **plausível, mas errado**. A sugestão compila, parece elegante e passa em uma revisão apressada, mas trata mal um caso de borda ou usa uma API de forma insegura. Outro efeito colateral é a uniformização: o assistente tende a repetir padrões populares, nem sempre os mais adequados ao projeto.

> A IA escreve o primeiro rascunho. A responsabilidade pelo código continua sendo de quem faz o commit.

## As regras que adotamos

Para usar IA com segurança em projetos de clientes, definimos algumas regras simples:

1. **Nenhum dado sensível no prompt.** Dados pessoais, segredos e trechos protegidos por contrato não são enviados a serviços externos.
2. **Ferramentas aprovadas por cliente.** Cada contrato define quais assistentes podem ser usados e em quais condições.
3. **Revisão humana obrigatória.** Código gerado passa pelo mesmo processo de pull request e pelos mesmos testes de qualquer outro código.
4. **Testes antes de confiar.** Se a sugestão não tem teste cobrindo o comportamento esperado, ela não entra.
5. **Registro de uso.** Anotamos no pull request quando uma parte relevante foi gerada, o que ajuda na revisão e em auditorias.

## Impacto no time

Uma preocupação frequente é a formação de desenvolvedores juniores. Percebemos que a IA pode acelerar o aprendizado quando usada como tutora, pedindo explicações e alternativas, e atrasá-lo quando usada apenas para "fazer passar". Por isso, nas mentorias, pedimos que os juniores expliquem com as próprias palavras cada trecho sugerido antes de aceitá-lo.

## O que esperar daqui para frente

Os assistentes estão ficando melhores em entender o contexto de um repositório inteiro, e agentes que executam tarefas completas já aparecem em fluxos de manutenção. Nossa aposta é que o papel de quem desenvolve muda de digitar código para **especificar bem, revisar com rigor e tomar decisões de design**. Times que investirem em testes, documentação e arquitetura clara vão colher muito mais dessas ferramentas do que times que buscam apenas velocidade.`,
  },
  {
    title: 'Por que o PostgreSQL é o nosso banco de dados padrão',
    excerpt:
      'Relacional, extensível, com JSON, busca textual e dados geográficos no mesmo lugar. Explicamos por que começamos quase todo projeto com PostgreSQL e quando escolhemos outra coisa.',
    category: 'tecnologia',
    tags: ['postgresql', 'banco de dados', 'sql', 'arquitetura'],
    authorName: AUTHORS.lucas,
    daysAgo: 37,
    palette: 'ocean',
    content: `Todo projeto novo começa com uma pergunta que parece simples: onde vamos guardar os dados? Na Órbita, a resposta padrão é **PostgreSQL**, e só mudamos quando há um motivo concreto. Neste artigo explicamos o porquê.

## Um banco, muitos usos

O PostgreSQL é um banco relacional maduro, com mais de 30 anos de desenvolvimento aberto. Mas o que o torna especial é a capacidade de atender a necessidades que, em outras stacks, exigiriam vários produtos diferentes:

- **Dados relacionais** com transações ACID, chaves estrangeiras e restrições que protegem a integridade.
- **Documentos JSON** com índices, para atributos flexíveis sem abrir mão do SQL.
- **Busca textual** com dicionário em português, suficiente para a maioria dos catálogos e portais.
- **Dados geográficos** com a extensão PostGIS, que usamos em projetos de logística e agronegócio.
- **Séries temporais** com extensões como TimescaleDB, para telemetria de sensores.

Menos peças significam menos coisas para operar, monitorar e manter seguras.

## Um exemplo prático

Em um marketplace, os atributos dos produtos variam muito por categoria. Em vez de criar dezenas de tabelas, guardamos os atributos em uma coluna JSONB e criamos índices para as consultas mais comuns:

\`\`\`sql
create table produtos (
  id bigint generated always as identity primary key,
  nome text not null,
  categoria text not null,
  atributos jsonb not null default '{}'
);

create index produtos_atributos_idx on produtos using gin (atributos);

-- Todas as tintas acrílicas de 18 litros
select id, nome
from produtos
where categoria = 'tintas'
  and atributos @> '{"tipo": "acrílica", "volume_litros": 18}';
\`\`\`

A consulta usa o índice GIN e responde em milissegundos mesmo com centenas de milhares de itens.

## Operação e custo

Todos os grandes provedores de nuvem oferecem PostgreSQL gerenciado, com backups automáticos, réplicas de leitura e atualização de versão assistida. Isso dá liberdade para o cliente trocar de provedor sem reescrever a aplicação. E, por ser software livre, não há licença por núcleo de processador, o que pesa bastante quando o sistema cresce.

Para desenvolvimento e testes, usamos o mesmo banco que roda em produção. Isso elimina a classe de erros que aparece quando o ambiente local usa um banco diferente do servidor.

## Quando escolhemos outra coisa

PostgreSQL não é resposta para tudo. Recomendamos outras opções quando:

1. O volume de escrita é de centenas de milhares de eventos por segundo, caso em que ferramentas como Kafka e bancos colunares entram na arquitetura.
2. A busca precisa de relevância sofisticada, sinônimos e tolerância a erros em grandes catálogos, onde Elasticsearch ou OpenSearch se destacam.
3. O cliente já tem uma plataforma corporativa consolidada, com time e contratos próprios.

> A melhor tecnologia é a que resolve o problema de hoje sem fechar as portas para o problema de amanhã.

Começar com PostgreSQL é uma decisão segura e barata, que deixa espaço para especializar a arquitetura quando os números pedirem.`,
  },
  {
    title: 'Flutter ou React Native: como decidimos em cada projeto',
    excerpt:
      'As duas tecnologias entregam ótimos aplicativos multiplataforma. Mostramos os critérios que usamos para escolher entre Flutter, React Native e desenvolvimento nativo.',
    category: 'desenvolvimento',
    tags: ['flutter', 'react native', 'aplicativos', 'mobile'],
    authorName: AUTHORS.camila,
    daysAgo: 55,
    palette: 'sky',
    seoTitle: 'Flutter ou React Native? Critérios para escolher a tecnologia do seu app',
    seoDescription: 'Comparação prática entre Flutter, React Native e nativo: desempenho, time, ecossistema e custo de manutenção.',
    content: `"Qual tecnologia vocês vão usar no nosso aplicativo?" é uma das primeiras perguntas de quem nos procura. Nos últimos anos entregamos apps em Flutter, em React Native e em código nativo, e aprendemos que não existe resposta universal. Existem critérios.

## O que as duas têm em comum

Tanto Flutter quanto React Native permitem escrever **uma base de código para Android e iOS**, com desempenho mais do que suficiente para a grande maioria dos aplicativos de negócio: cadastros, catálogos, pagamentos, agendamentos, acompanhamento de pedidos. Em ambos os casos, a economia em relação a dois apps nativos fica entre 30% e 45% no desenvolvimento, e ainda maior na manutenção.

## Os critérios que usamos

| Critério | Flutter | React Native | Nativo |
|---|---|---|---|
| Interface muito customizada e animada | Excelente | Boa | Excelente |
| Time que já domina React e TypeScript | Curva de aprendizado | Excelente | Curva de aprendizado |
| Compartilhar código com o site | Limitado | Bom | Nenhum |
| Acesso a recursos recentes do sistema | Bom, via plugins | Bom, via módulos | Imediato |
| Apps com processamento pesado (AR, áudio, vídeo) | Razoável | Razoável | Melhor opção |

Na prática, escolhemos **Flutter** quando o design é muito autoral e a consistência visual entre plataformas é prioridade. Escolhemos **React Native** quando o cliente já tem um time web em React que vai evoluir o app depois. E recomendamos **nativo** quando o coração do produto depende de câmera, sensores ou processamento de mídia em tempo real.

## Offline-first muda a conversa

Boa parte dos nossos apps roda em campo: lavouras, estradas, obras. Nesses casos, a decisão mais importante não é o framework, e sim a **estratégia de sincronização**. Um exemplo simplificado de fila de envio que usamos em Flutter:

\`\`\`dart
Future<void> sincronizar(FilaLocal fila, ApiClient api) async {
  for (final registro in await fila.pendentes()) {
    try {
      await api.enviar(registro);
      await fila.marcarEnviado(registro.id);
    } on SemConexao {
      return; // tenta de novo quando a rede voltar
    }
  }
}
\`\`\`

Registros ficam no aparelho até a confirmação do servidor, e cada um tem um identificador gerado no próprio celular para evitar duplicidade.

## Manutenção é onde o custo mora

O custo de um aplicativo não termina na publicação. Todo ano as lojas exigem novas versões de SDK, e o sistema operacional muda permissões e comportamentos. Por isso avaliamos também:

- a saúde do ecossistema de bibliotecas que o app vai usar;
- a facilidade de encontrar profissionais para o time do cliente;
- a cobertura de testes automatizados possível em cada stack.

> Escolher a tecnologia do app é escolher quem vai conseguir mantê-lo nos próximos cinco anos.

Se você está começando um aplicativo, converse com a gente antes de fechar a stack. Uma hora de discussão sobre critérios costuma economizar meses de retrabalho.`,
  },
  {
    title: 'Testes automatizados que valem o investimento',
    excerpt:
      'Cobertura de 100% não é meta. Mostramos como priorizar testes que realmente evitam incidentes, com exemplos em TypeScript e a pirâmide que usamos nos projetos.',
    category: 'desenvolvimento',
    tags: ['testes', 'qualidade', 'typescript', 'ci'],
    authorName: AUTHORS.rafael,
    daysAgo: 74,
    palette: 'emerald',
    content: `Todo mundo concorda que testes automatizados são importantes. O difícil é decidir **quais** testes escrever quando o prazo aperta. Depois de muitos projetos, chegamos a algumas regras práticas que equilibram custo e segurança.

## Teste o comportamento, não a implementação

Um bom teste descreve o que o usuário ou o cliente da API observa: a resposta, a mensagem de erro, o registro gravado. Testes que verificam detalhes internos quebram a cada refatoração e acabam desativados. Compare:

\`\`\`ts
import { describe, expect, it } from 'vitest';
import { calcularFrete } from './frete';

describe('calcularFrete', () => {
  it('cobra frete grátis acima de R$ 299 para o Sudeste', () => {
    expect(calcularFrete({ uf: 'SP', subtotal: 300 })).toEqual({ valor: 0, prazoDias: 3 });
  });

  it('recusa CEP de área não atendida com mensagem clara', () => {
    expect(() => calcularFrete({ uf: 'XX', subtotal: 100 })).toThrow('Região não atendida');
  });
});
\`\`\`

Os dois testes continuam válidos mesmo se a função for reescrita do zero.

## A nossa pirâmide

- **Muitos testes de unidade** para regras de negócio: cálculos, validações, permissões. São rápidos e baratos.
- **Testes de integração** para cada rota da API, com banco de dados real em memória ou em contêiner. É aqui que encontramos a maioria dos bugs.
- **Poucos testes de ponta a ponta** no navegador, cobrindo as jornadas que geram receita: cadastro, compra, contratação.

Um projeto típico nosso tem algo como 70% de testes de unidade, 25% de integração e 5% de ponta a ponta.

## Onde não economizar

Alguns pontos merecem teste mesmo quando o prazo está curto:

1. **Dinheiro**: cálculo de preço, imposto, desconto, parcelamento.
2. **Permissões**: quem pode ver e alterar o quê.
3. **Integrações externas**: o que acontece quando o parceiro responde devagar, com erro ou com dados inesperados.
4. **Migrações de dados**: rodar a migração em uma cópia dos dados de produção antes de publicar.

## Testes lentos são testes ignorados

Uma suíte que leva 40 minutos não roda antes de cada commit, e aí perde boa parte do valor. Mantemos a suíte principal abaixo de cinco minutos, paralelizando arquivos e usando banco em memória quando possível. Testes mais pesados rodam no pipeline de integração contínua e antes de cada release.

> Um teste que ninguém roda é só documentação desatualizada.

## Medindo o retorno

Em um projeto de varejo que assumimos sem testes, a taxa de correções emergenciais após cada release era de quatro por mês. Seis meses depois de priorizar testes de integração nas rotas críticas, caiu para menos de uma. O tempo investido se pagou já no terceiro mês, só em horas de suporte economizadas.

**Comece pelo que dói.** Olhe os últimos incidentes de produção e escreva o teste que teria evitado cada um deles. Em pouco tempo a suíte passa a proteger exatamente o que importa para o negócio.`,
  },
  {
    title: 'CI/CD enxuto: um pipeline simples para times pequenos',
    excerpt:
      'Você não precisa de uma plataforma complexa para publicar com segurança várias vezes por dia. Compartilhamos o pipeline mínimo que usamos em projetos novos.',
    category: 'desenvolvimento',
    tags: ['devops', 'ci/cd', 'github actions', 'deploy'],
    authorName: AUTHORS.lucas,
    daysAgo: 96,
    palette: 'graphite',
    seoDescription: 'Um pipeline de integração e entrega contínua simples, com testes, build e deploy automatizados, pensado para times pequenos.',
    content: `Publicar uma nova versão do sistema não deveria ser um evento. Em projetos novos, nosso objetivo é que qualquer pessoa do time consiga colocar uma mudança em produção com segurança, em minutos, várias vezes por dia. Para isso, não é preciso uma plataforma complexa: um pipeline enxuto resolve.

## Os quatro estágios

1. **Verificação**: lint, checagem de tipos e testes de unidade a cada push.
2. **Integração**: testes de API com banco de dados real em contêiner.
3. **Build**: imagem de contêiner versionada pelo hash do commit.
4. **Deploy**: publicação automática em homologação e, com aprovação, em produção.

Cada estágio só roda se o anterior passou. Se algo falha, quem fez o commit recebe o aviso em poucos minutos.

## Um exemplo real

Este é um pipeline simplificado em GitHub Actions, parecido com o que usamos em vários projetos:

\`\`\`yaml
name: ci
on: [push]
jobs:
  testes:
    runs-on: ubuntu-latest
    services:
      postgres:
        image: postgres:16
        env:
          POSTGRES_PASSWORD: postgres
        ports: ['5432:5432']
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
          cache: npm
      - run: npm ci
      - run: npm run lint && npm run typecheck
      - run: npm test
        env:
          DATABASE_URL: postgres://postgres:postgres@localhost:5432/postgres
\`\`\`

O deploy fica em um segundo workflow, disparado apenas na branch principal e protegido por aprovação manual no ambiente de produção.

## Práticas que fazem diferença

- **Branches curtas.** Mudanças pequenas, revisadas e integradas no mesmo dia, diminuem conflitos e facilitam encontrar a causa de um problema.
- **Feature flags.** Código novo pode ir para produção desligado e ser ativado para um grupo pequeno de usuários antes de todos.
- **Migrações compatíveis.** Cada alteração de banco precisa funcionar com a versão anterior da aplicação, para que o rollback seja sempre possível.
- **Deploy automatizado, rollback também.** Voltar para a versão anterior deve ser um clique, testado regularmente.

## Segredos e ambientes

Senhas de banco, chaves de API e certificados nunca ficam no repositório. Eles são cadastrados como segredos do pipeline, com acesso separado por ambiente: o workflow de homologação não enxerga as credenciais de produção. Também mantemos os ambientes o mais parecidos possível, usando a mesma imagem de contêiner em homologação e em produção, mudando apenas variáveis de configuração. Assim, o que foi testado é exatamente o que vai ao ar.

## Métricas para acompanhar

Acompanhamos com os clientes quatro indicadores inspirados na pesquisa DORA: frequência de deploy, tempo entre commit e produção, taxa de falhas em mudanças e tempo para restaurar o serviço. Em um projeto de logística, sair de um deploy mensal manual para deploys diários automatizados reduziu o tempo médio de correção de bugs de nove dias para menos de um.

> Se publicar dá medo, publique mais vezes, com mudanças menores.

**Automatize primeiro o que é repetitivo e arriscado.** Um pipeline simples, confiável e rápido vale muito mais do que uma esteira sofisticada que ninguém entende.`,
  },
  {
    title: 'Design system: como reduzimos 40% do tempo de entrega de telas',
    excerpt:
      'Um design system não é só uma biblioteca de componentes bonita. Contamos como estruturamos o nosso, como mantemos design e código sincronizados e o impacto nos prazos.',
    category: 'design',
    tags: ['design system', 'ui', 'componentes', 'produtividade'],
    authorName: AUTHORS.beatriz,
    daysAgo: 118,
    palette: 'slate',
    seoTitle: 'Design system na prática: 40% menos tempo para entregar telas',
    seoDescription: 'Como estruturar um design system com tokens, componentes e governança para acelerar o desenvolvimento de produtos digitais.',
    content: `Quando um produto cresce, a interface começa a acumular variações: cinco tons de azul, três estilos de botão, formulários que se comportam de jeitos diferentes. Cada tela nova vira uma pequena negociação entre design e desenvolvimento. Um **design system** resolve esse problema quando é tratado como produto, e não como um arquivo de referência.

## As três camadas

Organizamos os nossos design systems em três camadas:

1. **Tokens**: cores, tipografia, espaçamentos, raios e sombras, definidos uma única vez e usados tanto no Figma quanto no código.
2. **Componentes**: botões, campos, tabelas, diálogos, cada um com estados documentados (padrão, foco, erro, desabilitado, carregando).
3. **Padrões**: combinações recorrentes, como formulário de cadastro, listagem com filtros e página de detalhe.

Os tokens são a base de tudo. Quando a marca muda o tom principal, uma alteração em um arquivo atualiza o produto inteiro.

## Design e código falando a mesma língua

O maior desafio não é criar os componentes, e sim **mantê-los sincronizados**. Algumas práticas que funcionam:

- Os nomes dos componentes e das propriedades são os mesmos no Figma e no código.
- Cada componente tem uma página de documentação com exemplos interativos.
- Mudanças passam por revisão conjunta de uma pessoa de design e uma de desenvolvimento.
- Um componente só entra no sistema depois de ser usado em pelo menos duas telas reais.

## Acessibilidade embutida

Quando o componente já nasce acessível, cada tela nova herda isso sem esforço extra. Nossos componentes base garantem contraste mínimo AA, foco visível, navegação por teclado e rótulos para leitores de tela. Isso evita que a acessibilidade dependa da memória de cada pessoa do time.

## O impacto medido

Em um projeto de plataforma financeira, comparamos o tempo de entrega de telas antes e depois do design system:

| Indicador | Antes | Depois |
|---|---|---|
| Tempo médio para entregar uma tela nova | 5,2 dias | 3,1 dias |
| Divergências entre protótipo e produção por sprint | 14 | 3 |
| Componentes de botão diferentes no código | 11 | 1 |

A redução de cerca de 40% no tempo de entrega veio principalmente da eliminação de retrabalho: menos idas e vindas entre design e código, menos ajustes de última hora.

> Consistência não é falta de criatividade. É liberar energia para resolver os problemas que realmente importam.

## Por onde começar

Não tente construir tudo de uma vez. Comece pelos tokens e pelos cinco componentes mais usados no produto, normalmente botão, campo de texto, seleção, tabela e diálogo. Documente, use em telas reais, colete feedback e só então expanda. Um design system pequeno e vivo vale mais do que uma biblioteca enorme que ninguém consulta.`,
  },
  {
    title: 'Acessibilidade digital: guia prático para produtos brasileiros',
    excerpt:
      'Mais de 18 milhões de brasileiros têm algum tipo de deficiência. Reunimos as práticas de acessibilidade que aplicamos em todos os projetos, da pesquisa ao código.',
    category: 'design',
    tags: ['acessibilidade', 'wcag', 'inclusão', 'ux'],
    authorName: AUTHORS.camila,
    daysAgo: 142,
    palette: 'teal',
    content: `Segundo o IBGE, mais de 18 milhões de brasileiros têm algum tipo de deficiência. Some a isso pessoas idosas, quem usa o celular sob o sol ou com uma mão só, e fica claro que acessibilidade não é um nicho: é qualidade básica de qualquer produto digital. Além disso, a Lei Brasileira de Inclusão exige que sites de empresas e do poder público sejam acessíveis.

## Os quatro princípios

As diretrizes internacionais WCAG, que também orientam o modelo brasileiro eMAG, organizam a acessibilidade em quatro princípios:

- **Perceptível**: a informação precisa chegar por mais de um sentido. Imagens têm texto alternativo, vídeos têm legenda.
- **Operável**: tudo funciona pelo teclado, sem armadilhas de foco e com tempo suficiente para ler e agir.
- **Compreensível**: textos claros, comportamento previsível e mensagens de erro que dizem como corrigir.
- **Robusto**: o código segue os padrões, para funcionar com leitores de tela e tecnologias assistivas.

## O checklist que usamos em todo projeto

1. Contraste mínimo de 4,5:1 para texto normal e 3:1 para texto grande.
2. Foco visível em todos os elementos interativos.
3. Ordem de navegação por teclado igual à ordem visual.
4. Campos de formulário com rótulos, e não apenas placeholders.
5. Mensagens de erro associadas ao campo e anunciadas por leitores de tela.
6. Imagens informativas com texto alternativo; decorativas, com alternativo vazio.
7. Respeito à preferência do sistema por movimento reduzido.
8. Páginas que funcionam com zoom de 200% sem perder conteúdo.

## Níveis de conformidade

| Nível | O que significa | Quando buscamos |
|---|---|---|
| A | Barreiras mais graves removidas | Mínimo absoluto, nunca como meta |
| AA | Padrão de mercado e de legislação | Todos os projetos |
| AAA | Máxima acessibilidade | Serviços públicos essenciais e saúde |

## Teste com pessoas, não só com ferramentas

Ferramentas automáticas como o axe encontram cerca de um terço dos problemas. O restante aparece quando alguém navega de verdade. Por isso, incluímos em cada projeto:

- navegação completa das jornadas principais apenas com o teclado;
- testes com leitores de tela: NVDA no Windows, VoiceOver no iPhone e TalkBack no Android;
- sessões de teste com pessoas com deficiência, sempre remuneradas pela participação.

Em um portal de serviços públicos, uma única sessão com usuários cegos revelou que o captcha impedia completamente a emissão de certidões. Nenhuma ferramenta automática tinha apontado o problema.

> Quando projetamos para as pontas, o produto fica melhor para todo mundo.

## Acessibilidade desde o início custa menos

Corrigir acessibilidade no fim do projeto pode custar até dez vezes mais do que considerá-la desde o protótipo. **Incluir critérios de acessibilidade na definição de pronto** de cada história é a forma mais barata e eficaz de garantir um produto inclusivo.`,
  },
  {
    title: 'Como medir o ROI de um aplicativo próprio',
    excerpt:
      'Downloads não pagam as contas. Veja os indicadores que usamos com clientes para provar, com números, o retorno de um aplicativo de relacionamento ou de vendas.',
    category: 'marketing',
    tags: ['roi', 'aplicativos', 'métricas', 'fidelização'],
    authorName: AUTHORS.beatriz,
    daysAgo: 165,
    palette: 'sunset',
    seoTitle: 'ROI de aplicativos: indicadores para provar o retorno do seu app',
    seoDescription: 'Como calcular o retorno de um aplicativo próprio com métricas de receita, retenção, custo de aquisição e economia operacional.',
    content: `Lançar um aplicativo próprio é um investimento relevante, e cedo ou tarde alguém na diretoria pergunta: **quanto ele está trazendo de volta?** Número de downloads e nota na loja não respondem essa pergunta. Neste artigo mostramos como estruturamos a medição de retorno com nossos clientes.

## Defina o objetivo antes da primeira tela

Um aplicativo pode gerar valor de formas muito diferentes, e cada uma exige indicadores próprios:

- **Aumentar receita**: mais compras, ticket médio maior, recompra mais frequente.
- **Reduzir custos**: menos atendimento por telefone, menos papel, menos deslocamentos.
- **Fidelizar**: clientes que ficam mais tempo e indicam a marca.

Misturar objetivos sem prioridade leva a um app que faz tudo um pouco e nada muito bem.

## Os indicadores que acompanhamos

| Indicador | O que mede | Fonte |
|---|---|---|
| Usuários ativos mensais | Alcance real do app | Analytics do app |
| Retenção no dia 30 | Se o app criou hábito | Analytics do app |
| Ticket médio de usuários do app vs. demais | Impacto em receita | ERP ou plataforma de vendas |
| Frequência de compra | Fidelização | CRM |
| Chamados por cliente ativo | Economia em atendimento | Sistema de atendimento |
| Custo de aquisição por usuário ativo | Eficiência do marketing | Mídia e analytics |

O indicador mais importante costuma ser a **comparação entre clientes que usam o app e clientes que não usam**, sempre com cuidado para separar causa de efeito: clientes mais fiéis tendem a baixar o app, e não necessariamente o contrário.

## Uma conta simples

Para uma rede de supermercados, o cálculo ficou assim no primeiro ano:

1. Receita incremental: usuários do app gastaram 23% a mais que um grupo de controle com perfil semelhante.
2. Margem sobre essa receita incremental, descontados os custos de cashback.
3. Economia com a substituição de encartes impressos por ofertas no app.
4. Menos investimentos: desenvolvimento, manutenção, mídia para aquisição de usuários.

O resultado foi um retorno de 2,7 vezes o investimento no primeiro ano, e maior no segundo, já que o custo de desenvolvimento inicial não se repete.

## Armadilhas comuns

- Medir só downloads, que dizem pouco sobre uso.
- Esquecer o custo de manutenção, que costuma ficar entre 15% e 25% do desenvolvimento por ano.
- Não instrumentar eventos desde a primeira versão, perdendo a linha de base.
- Ignorar a canibalização: parte das compras no app aconteceria de qualquer forma na loja física.

> O que não é medido desde o lançamento vira opinião na reunião de orçamento.

**Planeje a medição junto com o produto.** Quando os eventos de analytics fazem parte das histórias de desenvolvimento, o relatório de retorno fica pronto no primeiro mês, e as decisões de evolução do app passam a ser baseadas em dados.`,
  },
  {
    title: 'SEO técnico para sites institucionais: o checklist que usamos',
    excerpt:
      'Conteúdo bom não aparece no Google se o site atrapalha. Reunimos os itens de SEO técnico que verificamos em todo site institucional antes de ir ao ar.',
    category: 'marketing',
    tags: ['seo', 'performance', 'sites', 'core web vitals'],
    authorName: AUTHORS.mariana,
    daysAgo: 192,
    palette: 'amber',
    content: `Muitas empresas investem em conteúdo e anúncios, mas esquecem a base: um site que os mecanismos de busca conseguem **encontrar, entender e recomendar**. Esse é o papel do SEO técnico. A seguir está o checklist que aplicamos em todo site institucional que desenvolvemos.

## Rastreamento e indexação

- Arquivo robots.txt que libera as páginas públicas e bloqueia áreas administrativas.
- Sitemap XML atualizado automaticamente quando um post ou case é publicado.
- URLs amigáveis, em minúsculas, sem acentos e com palavras separadas por hífen.
- Uma URL canônica para cada conteúdo, evitando duplicidade com parâmetros.
- Páginas renderizadas no servidor, para que o conteúdo já venha no HTML.

## Metadados que fazem diferença

Cada página precisa de um título único de até 60 caracteres e uma descrição de até 155 caracteres que convide ao clique. Para o compartilhamento em redes sociais, definimos as tags Open Graph com imagem em boa resolução. Em sites com mais de um idioma, as tags hreflang indicam a versão certa para cada público.

## Dados estruturados

Os dados estruturados ajudam o Google a entender do que a página trata e podem gerar resultados enriquecidos. Em sites institucionais, usamos principalmente:

1. **Organization**, com nome, logotipo, contatos e redes sociais da empresa.
2. **BlogPosting**, com autor, data de publicação e imagem de cada artigo.
3. **BreadcrumbList**, para mostrar a hierarquia das páginas nos resultados.

## Desempenho e Core Web Vitals

Velocidade é fator de ranqueamento e, principalmente, de conversão. As metas que perseguimos:

| Métrica | O que mede | Meta |
|---|---|---|
| LCP | Tempo até o maior conteúdo aparecer | Até 2,5 s |
| INP | Tempo de resposta às interações | Até 200 ms |
| CLS | Estabilidade visual durante o carregamento | Até 0,1 |

Para chegar lá, servimos imagens em formatos modernos como WebP, no tamanho em que aparecem na tela, com largura e altura declaradas. Fontes são hospedadas no próprio domínio, e o JavaScript é dividido para que cada página carregue apenas o que usa.

## Mobile em primeiro lugar

O Google avalia a versão mobile dos sites. Por isso testamos cada página em celulares de entrada, com rede 4G simulada, e não só no computador do escritório. Botões com área de toque adequada e textos legíveis sem zoom fazem parte do checklist.

> SEO técnico não faz milagre com conteúdo fraco, mas conteúdo excelente não compensa um site que o Google não consegue ler.

## Depois do lançamento

Conectamos o site ao Google Search Console desde o primeiro dia para acompanhar erros de rastreamento, páginas indexadas e consultas que trazem visitantes. **Revisar esses dados todo mês** mostra quais conteúdos merecem atualização e quais páginas precisam de ajustes técnicos.`,
  },
  {
    title: 'Squad dedicado ou body shop: qual modelo de outsourcing escolher',
    excerpt:
      'Os dois modelos trazem profissionais qualificados para o seu projeto, mas distribuem responsabilidades de forma muito diferente. Entenda qual faz mais sentido para o seu momento.',
    category: 'negocios',
    tags: ['outsourcing', 'squad', 'body shop', 'gestão de times'],
    authorName: AUTHORS.rafael,
    daysAgo: 218,
    palette: 'navy',
    seoTitle: 'Squad dedicado ou body shop? Compare os modelos de outsourcing de TI',
    seoDescription: 'Diferenças entre squad dedicado e body shop em gestão, responsabilidade, custo e prazo, para escolher o modelo certo de outsourcing.',
    content: `Quando uma empresa precisa ampliar a capacidade de tecnologia, contratar e formar um time interno pode levar meses. O outsourcing de TI resolve esse gargalo, mas há dois modelos bem diferentes: **squad dedicado** e **body shop**. Escolher o errado gera frustração dos dois lados.

## Body shop: profissionais sob a sua gestão

No modelo body shop, alocamos profissionais que passam a trabalhar **sob a gestão do seu time**. Você define prioridades, conduz as cerimônias e acompanha o dia a dia. Nós cuidamos da seleção, da contratação, dos benefícios, da substituição quando necessário e do desenvolvimento técnico das pessoas.

Funciona muito bem quando:

- a empresa já tem liderança técnica e processos de desenvolvimento maduros;
- falta capacidade, e não direção;
- o conhecimento do domínio precisa ficar concentrado no time interno.

## Squad dedicado: um time completo com responsabilidade pela entrega

No squad dedicado, entregamos um **time multidisciplinar completo**: desenvolvimento, qualidade, produto, design quando necessário, e uma liderança técnica própria. O squad assume a responsabilidade por um objetivo, como um produto, um módulo ou uma meta de negócio, e presta contas por resultados.

É a melhor opção quando:

- a empresa precisa de um produto novo e não tem time para conduzi-lo;
- o objetivo é claro, mas o caminho técnico ainda precisa ser desenhado;
- há interesse em trazer práticas e processos novos para dentro de casa.

## Comparação lado a lado

| Aspecto | Body shop | Squad dedicado |
|---|---|---|
| Quem gerencia o dia a dia | Sua empresa | Nossa liderança, alinhada com você |
| Responsabilidade pela entrega | Compartilhada | Do squad |
| Tempo para começar | 2 a 4 semanas | 3 a 5 semanas |
| Flexibilidade de composição | Alta, por profissional | Por perfil de time |
| Indicado para | Ampliar capacidade | Construir ou transformar produtos |

## Como fazer dar certo em qualquer modelo

1. **Integração de verdade.** Acesso às ferramentas, às pessoas e ao contexto desde o primeiro dia.
2. **Objetivos explícitos.** Mesmo no body shop, metas claras por trimestre evitam que o time vire só "mão de obra".
3. **Rituais de acompanhamento.** Uma conversa mensal sobre qualidade, satisfação e ajustes de rota resolve problemas pequenos antes que cresçam.
4. **Transferência de conhecimento planejada.** Documentação e pareamento garantem que o conhecimento fique com a empresa.

> Outsourcing bem-feito não terceiriza responsabilidade: multiplica capacidade.

Muitos clientes começam com body shop para uma necessidade pontual e evoluem para squads quando surgem novos produtos, ou fazem o caminho inverso, internalizando a gestão aos poucos. **O modelo certo é o que combina com a maturidade do seu time hoje**, e ele pode mudar com o tempo.`,
  },
  {
    title: 'Como retomar um projeto de software parado',
    excerpt:
      'Fornecedor que saiu, código sem documentação, prazo estourado. Mostramos o diagnóstico que fazemos antes de assumir um projeto travado e como decidir entre continuar ou recomeçar.',
    category: 'negocios',
    tags: ['gestão de projetos', 'código legado', 'diagnóstico', 'portabilidade'],
    authorName: AUTHORS.mariana,
    daysAgo: 244,
    palette: 'crimson',
    content: `Uma parte importante dos projetos que chegam até nós não começa do zero. São sistemas que pararam no meio do caminho: o fornecedor anterior saiu, a equipe interna mudou, o orçamento acabou antes do previsto. A pergunta do cliente é sempre a mesma: **dá para aproveitar o que foi feito?**

## Primeiro, o diagnóstico

Antes de qualquer proposta de continuidade, fazemos um diagnóstico de duas a três semanas. Ele responde a perguntas objetivas:

- O código-fonte completo está disponível e compila?
- Existe ambiente de produção ou homologação funcionando?
- Quais funcionalidades estão prontas, quais estão parciais e quais nem começaram?
- Há testes automatizados? Qual é a qualidade do código?
- As dependências estão atualizadas e sem vulnerabilidades conhecidas?
- A arquitetura suporta o volume de uso esperado?

Também conversamos com usuários e com quem participou do projeto. Muitas vezes o problema não estava no código, e sim em requisitos que mudavam toda semana.

## Continuar, refatorar ou recomeçar

Com o diagnóstico em mãos, apresentamos três caminhos, sempre com custo e prazo estimados:

1. **Continuar**: o código é saudável e falta principalmente terminar funcionalidades.
2. **Refatorar e continuar**: a base é aproveitável, mas partes críticas precisam ser reescritas antes de evoluir.
3. **Recomeçar aproveitando o aprendizado**: o código não se sustenta, mas requisitos, telas e regras de negócio descobertos viram a especificação do novo sistema.

Recomeçar assusta, mas às vezes é o caminho mais barato. Em um caso recente, a estimativa para estabilizar o código existente era 40% maior do que reconstruir o sistema com uma arquitetura adequada.

## Os primeiros 30 dias

Quando assumimos o projeto, seguimos um roteiro:

- colocar o código sob controle de versão, com pipeline de build e deploy automatizado;
- criar testes para as funcionalidades críticas antes de alterá-las;
- corrigir vulnerabilidades e atualizar dependências abandonadas;
- entregar uma primeira melhoria visível para os usuários, para recuperar a confiança.

> Projeto parado custa duas vezes: o que já foi investido e o que o negócio deixa de ganhar enquanto ele não funciona.

## Como evitar que aconteça de novo

Alguns cuidados simples protegem o investimento em qualquer projeto de software: ter o código em um repositório da própria empresa, exigir documentação mínima de arquitetura e implantação, manter um ambiente de homologação acessível e **acompanhar entregas funcionando a cada duas semanas**, em vez de relatórios de percentual concluído.

Se você tem um projeto travado, o primeiro passo é entender com clareza o que existe. A partir daí, a decisão deixa de ser um salto no escuro.`,
  },
  {
    title: 'MVP em 12 semanas: o roteiro que usamos',
    excerpt:
      'Como transformar uma ideia em um produto no ar, com usuários reais, em três meses. O roteiro semana a semana que usamos com startups e áreas de inovação de grandes empresas.',
    category: 'negocios',
    tags: ['mvp', 'produto', 'startups', 'inovação'],
    authorName: AUTHORS.lucas,
    daysAgo: 271,
    palette: 'indigo',
    seoTitle: 'MVP em 12 semanas: roteiro para lançar um produto digital',
    seoDescription: 'Roteiro semana a semana para sair da ideia e colocar um MVP no ar com usuários reais em três meses.',
    content: `Ideias de produto morrem de duas formas: nunca saindo do papel, ou levando tanto tempo para ficarem prontas que o mercado muda antes do lançamento. O **produto mínimo viável** existe para evitar as duas. Este é o roteiro que usamos para colocar um MVP no ar em 12 semanas.

## Semanas 1 e 2: descoberta

O objetivo é responder a três perguntas: quem é o usuário, qual problema vamos resolver primeiro e como vamos saber se deu certo. Fazemos entrevistas com potenciais usuários, mapeamos a jornada atual e definimos **uma métrica principal de sucesso**, como número de pedidos ou de cadastros concluídos.

Ao final, temos uma lista priorizada de funcionalidades e, principalmente, uma lista do que **não** vai entrar na primeira versão.

## Semanas 3 e 4: protótipo e arquitetura

O time de design cria um protótipo navegável e testa com cinco a oito usuários. Em paralelo, a liderança técnica define a arquitetura, prepara os ambientes e o pipeline de deploy. Escolhemos tecnologias maduras e serviços gerenciados sempre que possível: o MVP não é lugar para experimentos de infraestrutura.

## Semanas 5 a 10: construção

São três ciclos de duas semanas. Ao final de cada um, há uma versão funcionando em homologação, apresentada para quem decide sobre o produto. Algumas regras que seguimos:

- cada funcionalidade entra completa, com testes, e não pela metade;
- o analytics é instrumentado junto com as telas;
- mudanças de escopo são bem-vindas, desde que algo de mesmo tamanho saia.

## Semanas 11 e 12: lançamento controlado

Publicamos para um grupo restrito de usuários reais, acompanhamos o uso de perto e corrigimos o que aparece. Só então abrimos para todos. O lançamento é o começo da aprendizagem, não o fim do projeto.

## O que cabe em um MVP

| Entra | Fica para depois |
|---|---|
| A jornada principal, do início ao fim | Jornadas secundárias |
| Cadastro e login simples | Login social em várias redes |
| Painel administrativo básico | Relatórios avançados |
| Pagamento com um meio | Vários meios e parcelamentos complexos |

> Se você não sente um pouco de vergonha da primeira versão, lançou tarde demais.

## O papel do cliente

O fator que mais acelera um MVP não é técnico: é ter **uma pessoa do lado do cliente com autonomia para decidir**, disponível algumas horas por semana. Quando cada dúvida de negócio leva dias para ser respondida, nenhum roteiro se sustenta.

Depois das 12 semanas, os dados de uso reais orientam o que construir em seguida. É comum que a segunda versão seja bem diferente do que se imaginava no início, e isso é sinal de que o processo funcionou.`,
  },
  {
    title: 'LGPD na prática para times de desenvolvimento',
    excerpt:
      'A Lei Geral de Proteção de Dados também é assunto de quem escreve código. Veja as práticas técnicas que adotamos para proteger dados pessoais desde o desenho do sistema.',
    category: 'tecnologia',
    tags: ['lgpd', 'privacidade', 'segurança', 'dados pessoais'],
    authorName: AUTHORS.camila,
    daysAgo: 303,
    palette: 'navy',
    content: `A Lei Geral de Proteção de Dados (Lei 13.709/2018) costuma ser tratada como assunto do jurídico. Mas boa parte das obrigações da lei só se cumpre com decisões técnicas: o que coletar, onde guardar, quem acessa e por quanto tempo. Por isso, em todos os nossos projetos, **privacidade é requisito desde o primeiro desenho**.

## Colete apenas o necessário

O princípio da necessidade é o mais simples e o mais esquecido. Antes de adicionar um campo ao formulário, perguntamos: para que finalidade esse dado será usado? Se não há uma resposta clara, o campo não entra. Menos dados coletados significam menos riscos e menos trabalho para atender aos titulares.

## Práticas técnicas que adotamos

- **Criptografia em trânsito e em repouso**, incluindo backups.
- **Controle de acesso por perfil**, com o mínimo de permissões necessário para cada função.
- **Registro de acessos** a dados pessoais sensíveis, para auditoria.
- **Ambientes de teste sem dados reais**, usando dados sintéticos ou anonimizados.
- **Prazos de retenção** definidos por tipo de dado, com exclusão automática.
- **Senhas com algoritmos modernos**, como Argon2, nunca armazenadas de forma reversível.

## Pseudonimização em relatórios

Equipes de análise raramente precisam saber quem é cada pessoa. Em painéis e exportações, substituímos identificadores diretos por códigos estáveis:

\`\`\`ts
import { createHmac } from 'node:crypto';

// O mesmo CPF gera sempre o mesmo código, mas o código não revela o CPF.
export function pseudonimo(cpf: string, segredo: string): string {
  return createHmac('sha256', segredo).update(cpf.replace(/\\D/g, '')).digest('hex').slice(0, 16);
}
\`\`\`

O segredo fica em um cofre de credenciais, fora do banco de dados analítico.

## Direitos dos titulares

A lei garante ao titular o direito de acessar, corrigir, portar e pedir a exclusão dos seus dados. Se o sistema não foi desenhado para isso, atender a um pedido vira uma caçada em dezenas de tabelas. Mantemos um mapa de onde cada dado pessoal é armazenado e rotinas prontas para exportação e exclusão.

> Privacidade desde a concepção custa pouco. Privacidade remendada depois custa caro e nunca fica completa.

## Fornecedores também tratam dados

Serviços de e-mail, de pagamento, de hospedagem e de analytics recebem dados pessoais dos seus clientes. Pela lei, eles atuam como operadores, e a empresa continua responsável pela escolha. Por isso, mantemos uma lista de todos os serviços externos que cada sistema usa, com a finalidade, os dados compartilhados e o país onde ficam armazenados. Essa lista facilita a revisão de contratos e as respostas aos titulares.

## Incidentes acontecem: esteja preparado

Nenhum sistema é invulnerável. O que diferencia as empresas é a capacidade de detectar rápido, conter o problema e comunicar a Autoridade Nacional de Proteção de Dados e os titulares quando necessário. Monitoramento, alertas e um plano de resposta testado fazem parte da entrega de todo projeto que lida com dados pessoais.

Quer revisar a aderência do seu sistema à LGPD? **Um diagnóstico técnico** mapeia dados, riscos e prioridades em poucas semanas.`,
  },
  {
    title: 'Observabilidade sem complicação: logs, métricas e traces',
    excerpt:
      'Quando o sistema fica lento às três da manhã, quanto tempo seu time leva para descobrir o motivo? Veja como estruturamos observabilidade desde a primeira versão.',
    category: 'desenvolvimento',
    tags: ['observabilidade', 'monitoramento', 'opentelemetry', 'sre'],
    authorName: AUTHORS.rafael,
    daysAgo: 331,
    palette: 'cobalt',
    content: `Todo sistema em produção um dia vai apresentar um comportamento inesperado: lentidão em um horário específico, um erro que só acontece para alguns clientes, uma fila que não anda. **Observabilidade** é a capacidade de entender o que está acontecendo por dentro a partir do que o sistema mostra por fora.

## Os três pilares

- **Logs**: registros de eventos, úteis para entender o que aconteceu em uma requisição específica.
- **Métricas**: números agregados ao longo do tempo, como requisições por segundo, latência e taxa de erros.
- **Traces**: o caminho completo de uma requisição através de serviços, filas e bancos de dados.

Cada pilar responde a perguntas diferentes. Métricas dizem que algo está errado; traces mostram onde; logs explicam por quê.

## Logs estruturados desde o início

Logs em texto livre são difíceis de pesquisar. Usamos logs em JSON, com campos padronizados e um identificador de requisição que acompanha todas as mensagens:

\`\`\`ts
logger.info(
  { requestId, rota: '/api/pedidos', clienteId, duracaoMs: 182 },
  'pedido criado',
);
\`\`\`

Com isso, encontrar todas as mensagens de uma requisição problemática vira uma busca simples. E nunca registramos dados pessoais ou segredos nos logs.

## As métricas que importam

Para cada serviço, começamos com quatro sinais:

1. **Latência**: quanto tempo as requisições levam, olhando os percentis 95 e 99, não só a média.
2. **Tráfego**: quantas requisições chegam.
3. **Erros**: quantas falham.
4. **Saturação**: quão perto do limite estão CPU, memória, conexões com o banco e filas.

Alertas são configurados sobre sintomas que afetam usuários, como latência alta ou taxa de erros, e não sobre cada oscilação de CPU. Alerta demais vira ruído, e ruído é ignorado.

## Traces com OpenTelemetry

O OpenTelemetry se tornou o padrão aberto para instrumentação. Com ele, a mesma instrumentação envia dados para ferramentas diferentes, sem ficar preso a um fornecedor. Em um projeto de pagamentos, os traces mostraram que 70% do tempo de uma operação lenta estava em uma consulta de antifraude chamada duas vezes sem necessidade. A correção levou uma tarde.

> Não dá para melhorar o que não se consegue ver.

## Painéis que o negócio entende

Além dos painéis técnicos, criamos uma visão com indicadores que fazem sentido para quem não é da área de tecnologia: pedidos por minuto, pagamentos recusados, tempo de resposta da busca. Quando o time comercial percebe uma queda nesses números, consegue avisar a operação antes mesmo dos alertas. E quando há um incidente, fica fácil estimar o impacto real para os clientes.

## Comece pequeno

Não é preciso montar uma plataforma completa no primeiro dia. Logs estruturados, quatro métricas por serviço e um painel com alertas para os sintomas principais já mudam completamente a capacidade de resposta do time. **O importante é que a observabilidade nasça com o sistema**, e não depois do primeiro incidente grave.`,
  },
  {
    title: 'Marketing de conteúdo para empresas B2B de tecnologia',
    excerpt:
      'Como planejar conteúdo que gera oportunidades de negócio, e não apenas visitas, quando o seu cliente é outra empresa.',
    category: 'marketing',
    tags: ['marketing de conteúdo', 'b2b', 'geração de leads', 'inbound'],
    authorName: AUTHORS.beatriz,
    daysAgo: null,
    palette: 'sunset',
    content: `Vender tecnologia para empresas é um processo longo, com várias pessoas envolvidas na decisão. Nesse cenário, o **marketing de conteúdo** tem um papel que vai muito além de atrair visitas: ele educa, gera confiança e prepara o terreno para a conversa comercial.

## Conheça quem decide

Em uma venda B2B de software, raramente há um único comprador. Há quem sente o problema, quem avalia a solução técnica, quem aprova o orçamento e quem vai usar o sistema no dia a dia. Cada um busca informações diferentes:

- a área de negócio quer entender ganhos e casos semelhantes;
- a área técnica quer saber de arquitetura, segurança e integração;
- o financeiro quer previsibilidade de custos e retorno;
- os usuários querem saber se a mudança vai facilitar a rotina.

Um bom plano de conteúdo tem peças pensadas para cada uma dessas pessoas.

## Conteúdo para cada etapa

1. **Descoberta**: artigos que ajudam a nomear o problema, como guias e checklists.
2. **Consideração**: comparações de abordagens, estudos de caso, webinars.
3. **Decisão**: diagnósticos gratuitos, demonstrações, calculadoras de retorno.

Os estudos de caso merecem atenção especial. Em nossa experiência, são o conteúdo que mais gera conversas comerciais qualificadas, desde que tragam números concretos e o contexto do cliente.

## Distribuição importa tanto quanto produção

Publicar no blog é só o começo. Cada artigo relevante vira posts para o LinkedIn, trechos para a newsletter e material de apoio para o time comercial enviar em negociações. Um conteúdo bem distribuído trabalha por meses.

> Conteúdo B2B bom responde às perguntas que o seu cliente faria na primeira reunião, antes mesmo de ela acontecer.

## Como medir

Visitas e curtidas são indicadores de alcance, mas o que importa é a contribuição para o funil: quantos contatos qualificados vieram de conteúdo, quantas oportunidades esses contatos geraram e qual o tempo médio até o fechamento. **Integrar o site ao CRM** desde o início permite responder a essas perguntas com dados.

## Erros comuns

- Escrever sobre a própria empresa, e não sobre os problemas do cliente.
- Publicar textos genéricos, que poderiam estar no blog de qualquer concorrente.
- Esconder todo o conteúdo atrás de formulários, afastando quem ainda está pesquisando.
- Não atualizar artigos antigos que continuam trazendo visitas, mas com informações defasadas.

## Consistência acima de volume

Um artigo aprofundado a cada duas semanas, publicado com regularidade por um ano, gera mais resultado do que uma série intensa de publicações seguida de meses de silêncio. Monte um calendário realista, envolva os especialistas técnicos da empresa como fonte e revise periodicamente os conteúdos que mais trazem oportunidades.`,
  },
  {
    title: 'Edge computing e 5G: o que muda para aplicativos',
    excerpt:
      'Com a expansão do 5G no Brasil, processar dados mais perto do usuário abre novas possibilidades para aplicativos industriais, de saúde e de varejo.',
    category: 'tecnologia',
    tags: ['5g', 'edge computing', 'iot', 'aplicativos'],
    authorName: AUTHORS.lucas,
    daysAgo: null,
    palette: 'sky',
    content: `A cobertura 5G avança pelas capitais e grandes cidades brasileiras, e com ela cresce o interesse por **edge computing**: processar dados perto de onde eles são gerados, em vez de enviar tudo para um data center distante. Para quem desenvolve aplicativos, essa combinação muda algumas premissas antigas.

## O que é edge computing

Em vez de cada dispositivo enviar dados brutos para a nuvem e esperar a resposta, parte do processamento acontece em servidores próximos: na operadora, na fábrica, na loja ou no próprio aparelho. O resultado é menor latência, menos tráfego de rede e mais resiliência quando a conexão falha.

## Onde isso faz diferença

- **Indústria**: inspeção visual de peças com câmeras e modelos de visão computacional rodando na linha de produção.
- **Saúde**: monitoramento de pacientes com alertas que não podem depender de uma conexão instável.
- **Varejo**: contagem de fluxo e análise de prateleiras sem enviar vídeo para fora da loja, o que também ajuda na LGPD.
- **Agronegócio**: máquinas que tomam decisões no campo, onde a conectividade é limitada.

## O que muda no desenvolvimento

1. **Arquitetura distribuída por padrão.** O aplicativo precisa funcionar com partes rodando em lugares diferentes, com versões que podem estar temporariamente dessincronizadas.
2. **Modelos de IA menores.** Modelos otimizados para rodar em dispositivos e servidores de borda, com quantização e técnicas de compressão.
3. **Atualização remota segura.** Centenas de pontos de borda precisam receber novas versões sem visita técnica.
4. **Observabilidade fora da nuvem.** Logs e métricas coletados localmente e enviados quando possível.

## Um exemplo de arquitetura

Em uma linha de envase, por exemplo, uma arquitetura típica teria:

- câmeras industriais conectadas a um pequeno servidor com GPU ao lado da linha;
- um modelo de visão computacional que classifica cada embalagem em poucos milissegundos;
- um aplicativo no tablet do operador mostrando rejeições e tendências do turno;
- envio para a nuvem apenas dos resumos e das imagens de peças rejeitadas, para retreinar o modelo.

Se a conexão com a nuvem cair, a linha continua inspecionando normalmente, e os dados são sincronizados quando a rede voltar.

## Cuidados antes de investir

O 5G ainda tem cobertura desigual, e muitos casos de uso funcionam muito bem com 4G e processamento local no aparelho. Antes de desenhar uma arquitetura de borda, vale medir a latência que o negócio realmente precisa e o custo de operar infraestrutura distribuída.

> Nem todo problema precisa de edge. Mas os que precisam, não se resolvem sem ele.

**Este artigo está em revisão** e será complementado com um estudo de caso de inspeção visual em uma linha de envase.`,
  },
  {
    title: 'Como montar o orçamento de um projeto de software',
    excerpt:
      'Escopo, equipe, prazo e riscos: entenda os componentes de um orçamento de software e como comparar propostas de fornecedores diferentes.',
    category: 'negocios',
    tags: ['orçamento', 'gestão de projetos', 'contratação', 'estimativas'],
    authorName: AUTHORS.mariana,
    daysAgo: null,
    palette: 'emerald',
    content: `Receber três propostas para o mesmo sistema com valores que variam de um para cinco é uma experiência comum, e frustrante, para quem contrata desenvolvimento de software. A diferença raramente está só no preço da hora: está no que cada fornecedor entendeu do escopo e nos riscos que decidiu assumir ou ignorar.

## Os componentes de um orçamento

- **Descoberta e desenho**: entrevistas, protótipos e definição da arquitetura.
- **Desenvolvimento**: construção das funcionalidades, normalmente a maior parte do custo.
- **Qualidade**: testes automatizados, testes manuais e homologação com usuários.
- **Infraestrutura**: ambientes, pipelines de publicação, monitoramento.
- **Gestão**: acompanhamento, rituais, comunicação com as partes interessadas.
- **Sustentação**: correções e pequenas evoluções após o lançamento.

Uma proposta muito abaixo das demais quase sempre deixou de fora um ou mais desses itens.

## Escopo fechado ou time dedicado

Há dois modelos principais de contratação. No **escopo fechado**, o preço é definido para uma lista de funcionalidades; funciona bem quando os requisitos são estáveis e bem conhecidos. No **time dedicado**, paga-se pela capacidade de um time por período; é mais adequado quando o produto vai evoluir com base no que se aprende com os usuários.

## Como comparar propostas

1. Peça o detalhamento por funcionalidade ou por etapa, não apenas o valor total.
2. Verifique se testes, infraestrutura e sustentação estão incluídos.
3. Pergunte como mudanças de escopo serão tratadas.
4. Avalie a composição do time: quantas pessoas, com que senioridade e dedicação.
5. Peça referências de projetos semelhantes e converse com esses clientes.

> O orçamento mais barato é o que entrega o sistema funcionando, e não o que tem o menor número na primeira página.

## Estimativas em faixas

Desconfie de números exatos no início de um projeto. Quando o escopo ainda não foi detalhado, uma estimativa honesta vem em faixas, por exemplo entre 900 e 1.300 horas, e fica mais precisa à medida que a descoberta avança. Muitos clientes preferem contratar primeiro uma etapa curta de descoberta, com preço fechado, e só depois receber a proposta de construção, já com requisitos, protótipos e arquitetura definidos.

## Não esqueça a sustentação

Depois do lançamento, o sistema precisa de atualizações de segurança, ajustes de infraestrutura e pequenas melhorias. Incluir no orçamento um contrato de sustentação, com horas mensais e prazos de atendimento definidos, evita surpresas e garante que o investimento continue funcionando bem ao longo dos anos.

## Reserve margem para o imprevisto

Todo projeto de software descobre coisas no caminho: uma integração mais complexa do que parecia, uma regra de negócio que ninguém tinha mencionado. **Uma reserva de 15% a 20%** para ajustes evita decisões apressadas quando esses momentos chegam.

Este rascunho será complementado com um modelo de planilha para comparação de propostas.`,
  },
];
