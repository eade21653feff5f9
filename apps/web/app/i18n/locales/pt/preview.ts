/** The preview of a draft or scheduled post or case (decision 041): never indexed, never cached. */
export const preview = {
  bar: 'Pré-visualização',
  barText: 'Esta página ainda não está publicada. Só quem tem este link pode vê-la.',
  draft: 'Rascunho',
  scheduled: 'Agendado para {{date}}',
  published: 'Publicado',
  gone: {
    metaTitle: 'Link de pré-visualização indisponível',
    title: 'Este link de pré-visualização não está mais disponível',
    text: 'Ele expirou ou foi revogado por quem o compartilhou. Peça um novo link à equipe.',
    home: 'Ir para a página inicial',
  },
};
