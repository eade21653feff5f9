import type { Dictionary } from '../../dictionary';

export const about: Dictionary['about'] = {
  meta: {
    title: 'Sobre nosotros',
    description: 'Conoce nuestra historia, nuestra forma de trabajar y la mentalidad que guía cada proyecto.',
  },
  eyebrow: 'Quiénes somos',
  title: 'Sobre nosotros',
  description: `Somos una software house brasileña con **más de 13 años en el mercado**, creando software, aplicaciones y squads de tecnología para empresas que se toman lo digital en serio.

Empezamos con una convicción sencilla: **la buena tecnología es la que resuelve un problema real**. Por eso, antes de escribir la primera línea de código, nos sumergimos en el negocio, hablamos con quienes van a usarlo y entendemos qué tiene que salir bien.

Desde entonces, hemos entregado **más de 200 proyectos** para **más de 100 empresas**, desde startups que validan una idea hasta grandes grupos de finanzas, salud, retail, logística y educación. En todos, el mismo compromiso: transparencia de principio a fin y un equipo que se pone la camiseta de tu producto.`,
  metricsLabel: 'Nuestros números',
};
