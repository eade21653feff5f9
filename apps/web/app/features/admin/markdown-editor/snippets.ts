/** Blocks the toolbar inserts: the table, the emoji menu and the four templates (product.md §2). */

export const TABLE_SNIPPET = `| Coluna 1 | Coluna 2 | Coluna 3 |
| --- | --- | --- |
| Célula | Célula | Célula |
| Célula | Célula | Célula |`;

export const EMOJIS = ['😀', '😉', '😍', '🤔', '👏', '🙌', '👍', '🎉', '🚀', '💡', '🔥', '✅', '⚠️', '❌', '📌', '📈', '💻', '📱', '⚙️', '🔒', '🤝', '⭐', '🧠', '☕'];

export type Template = { id: string; label: string; content: string };

export const TEMPLATES: readonly Template[] = [
  {
    id: 'article',
    label: 'Modelo: estrutura de artigo',
    content: `# Título do artigo

Uma introdução curta que apresenta o problema e o que o leitor vai aprender.

## Contexto

Explique o cenário e por que o tema importa.

## Desenvolvimento

Apresente as ideias principais, com exemplos.

- Ponto importante
- Outro ponto importante

## Conclusão

Resuma o que foi visto e indique o próximo passo.`,
  },
  {
    id: 'tutorial',
    label: 'Modelo: tutorial / passo a passo',
    content: `# Como fazer [tarefa]

O que você vai construir e o resultado esperado.

## Pré-requisitos

- Ferramenta ou conhecimento necessário
- Outro pré-requisito

## Passo 1: Preparação

Descreva o primeiro passo.

\`\`\`
comando ou código de exemplo
\`\`\`

## Passo 2: Implementação

Descreva o segundo passo.

## Passo 3: Validação

Como conferir que tudo funcionou.

> **Dica:** um atalho ou cuidado importante.

## Próximos passos

Para onde ir a partir daqui.`,
  },
  {
    id: 'case-study',
    label: 'Modelo: estudo de caso',
    content: `# Estudo de caso: [Cliente]

## O cliente

Quem é o cliente, o setor e o tamanho da operação.

## O desafio

O problema que precisava ser resolvido e o que estava em jogo.

## A solução

Como abordamos o problema, a equipe envolvida e as tecnologias usadas.

## Resultados

- **+40%** de produtividade
- **-30%** de custos operacionais
- Entrega em **12 semanas**

> "Depoimento do cliente sobre o projeto." — Nome, cargo

## Tecnologias

React, Node.js, PostgreSQL`,
  },
  {
    id: 'comparison',
    label: 'Modelo: tabela comparativa',
    content: `## Comparativo: Opção A x Opção B

| Critério | Opção A | Opção B |
| --- | --- | --- |
| Custo | Médio | Baixo |
| Tempo de implantação | 4 semanas | 8 semanas |
| Escalabilidade | Alta | Média |
| Suporte | 24/7 | Horário comercial |

**Veredito:** quando escolher cada opção.`,
  },
];
