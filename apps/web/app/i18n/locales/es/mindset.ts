import type { Dictionary } from '../../dictionary';

export const mindset: Dictionary['mindset'] = {
  eyebrow: 'Mentalidad',
  title: 'Cinco pilares que guían cada proyecto',
  text: 'No es solo lo que entregamos, es cómo lo entregamos. Estos son los principios por los que nuestros clientes siguen con nosotros durante años.',
  items: {
    culture: {
      title: 'Cultura',
      text: 'Personas curiosas, autónomas y con ganas de aprender. Fomentamos el intercambio de conocimiento, el feedback sincero y la responsabilidad de punta a punta: quien construye también se preocupa por el resultado en producción.',
    },
    relationship: {
      title: 'Relación',
      text: 'Trabajamos codo a codo con tu equipo, con comunicación directa y sin intermediarios. Sabes quién está en el proyecto, qué se está haciendo y por qué, en cada etapa.',
    },
    strategy: {
      title: 'Estrategia',
      text: 'Antes del código viene el porqué. Entendemos los objetivos del negocio, priorizamos lo que genera más valor y diseñamos una arquitectura que acompaña el crecimiento del producto.',
    },
    processes: {
      title: 'Procesos',
      text: 'Métodos ágiles en su justa medida: ciclos cortos, entregas frecuentes, code review, pruebas automatizadas e integración continua. Previsibilidad para ti, calidad para el producto.',
    },
    results: {
      title: 'Resultados',
      text: 'Medimos el éxito por el impacto: más ventas, menos retrabajo, procesos más rápidos, usuarios satisfechos. Cada entrega tiene que mover tus indicadores.',
    },
  },
};
