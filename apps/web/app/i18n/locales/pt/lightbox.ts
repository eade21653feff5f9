/** Image lightbox controls (features/lightbox). */
export const lightbox = {
  label: 'Galeria de imagens: {title}',
  close: 'Fechar galeria',
  previous: 'Imagem anterior',
  next: 'Próxima imagem',
  zoomIn: 'Aumentar zoom',
  zoomOut: 'Diminuir zoom',
  zoomReset: 'Restaurar zoom para 100%',
  zoomLevel: 'Nível de zoom',
  counter: 'Imagem {n} de {total}',
  loading: 'Carregando imagem...',
} as const;
