import type { CaseTranslation, Translations } from './types.js';

/**
 * English and Spanish versions of the demo cases (cases-data.ts), keyed by the Portuguese title.
 * Industries are translated the same way every time they appear.
 */
export const CASES: Translations<CaseTranslation> = {
  'Plataforma de crédito consignado digital': {
    en: {
      title: 'Digital payroll-loan platform',
      slug: 'digital-payroll-loan-platform',
      industry: 'Financial services',
      description:
        'We replaced a loan origination process that relied on paper and three legacy systems with a 100% digital journey, from the loan simulation to the e-signature. Integration with the employers and public agencies that deduct the installments from payroll now happens in real time, and the average approval time dropped from 4 days to 11 minutes. In the first six months, the volume of digital loan contracts grew 3.2 times with no increase in back-office staff.',
    },
    es: {
      title: 'Plataforma digital de préstamos con descuento por nómina',
      slug: 'plataforma-digital-de-prestamos-con-descuento-por-nomina',
      industry: 'Servicios financieros',
      description:
        'Reemplazamos un proceso de contratación que dependía del papel y de tres sistemas heredados por un recorrido 100% digital, desde la simulación hasta la firma electrónica. La integración con los empleadores y organismos públicos que descuentan las cuotas de la nómina pasó a realizarse en tiempo real, y el tiempo promedio de aprobación bajó de 4 días a 11 minutos. En el primer semestre, el volumen de contratos digitales creció 3,2 veces sin sumar personal al área de operaciones.',
    },
  },
  'App de monitoramento de safra': {
    en: {
      title: 'Crop monitoring app',
      slug: 'crop-monitoring-app',
      industry: 'Agribusiness',
      description:
        'An offline-first app that lets 1,800 co-op members log pests, rainfall and crop stage right from the field, even with no signal. Data syncs whenever a connection is available and feeds field-by-field risk maps used by the co-op’s agronomists. In the 2024/25 season, technical visits began to be prioritized by risk, and pesticide use fell 14% in the monitored areas.',
    },
    es: {
      title: 'App de monitoreo de cultivos',
      slug: 'app-de-monitoreo-de-cultivos',
      industry: 'Agronegocios',
      description:
        'Aplicación pensada para funcionar sin conexión, con la que 1.800 socios de la cooperativa registran plagas, lluvias y la etapa del cultivo directamente desde el campo, incluso sin señal. Los datos se sincronizan cuando hay conexión y alimentan mapas de riesgo por lote que usan los agrónomos de la cooperativa. En la campaña 2024/25, las visitas técnicas empezaron a priorizarse según el riesgo y el uso de agroquímicos bajó 14% en las áreas monitoreadas.',
    },
  },
  'Roteirização inteligente de entregas': {
    en: {
      title: 'Smart delivery route planning',
      slug: 'smart-delivery-route-planning',
      industry: 'Logistics',
      description:
        'A routing engine that takes delivery windows, vehicle restrictions and traffic into account to build the routes of 420 drivers every morning. Planning that used to take two hours in spreadsheets is now ready in 6 minutes. Total distance driven fell 18%, and the on-time delivery rate rose to 97%.',
    },
    es: {
      title: 'Planificación inteligente de rutas de entrega',
      slug: 'planificacion-inteligente-de-rutas-de-entrega',
      industry: 'Logística',
      description:
        'Motor de planificación de rutas que tiene en cuenta las ventanas de entrega, las restricciones de los vehículos y el tráfico para armar las rutas de 420 conductores cada mañana. La planificación, que llevaba dos horas en hojas de cálculo, ahora está lista en 6 minutos. Los kilómetros recorridos bajaron 18% y la tasa de entregas a tiempo subió a 97%.',
    },
  },
  'Marketplace B2B de materiais de construção': {
    en: {
      title: 'B2B building materials marketplace',
      slug: 'b2b-building-materials-marketplace',
      industry: 'Retail',
      description:
        'We built a marketplace that connects 350 retailers in inland São Paulo state with distributors, featuring a unified catalog of 60,000 items, bulk quote requests and trade credit on invoice terms. Search that tolerates typos and understands technical dimensions solved buyers’ biggest complaint. Within eight months, the digital channel accounted for 27% of the group’s revenue.',
    },
    es: {
      title: 'Marketplace B2B de materiales de construcción',
      slug: 'marketplace-b2b-de-materiales-de-construccion',
      industry: 'Comercio minorista',
      description:
        'Creamos un marketplace que conecta a 350 comercios del interior del estado de São Paulo con distribuidores, con un catálogo unificado de 60.000 artículos, cotización por lotes y crédito comercial con pago a plazo. La búsqueda que tolera errores de tipeo y entiende medidas técnicas resolvió el principal reclamo de los compradores. En ocho meses, el canal digital pasó a representar el 27% de los ingresos del grupo.',
    },
  },
  'Telemedicina para rede de clínicas': {
    en: {
      title: 'Telemedicine for a clinic network',
      slug: 'telemedicine-for-a-clinic-network',
      industry: 'Healthcare',
      description:
        'A telehealth app with appointment scheduling, a virtual waiting room, e-prescriptions and medical records integrated across the network’s 32 clinics. The solution complies with Brazil’s General Data Protection Law (LGPD) and the Federal Council of Medicine’s regulations, with consent records and an audit trail. The no-show rate fell from 22% to 7%, and the app holds an average rating of 4.8 in the app stores.',
    },
    es: {
      title: 'Telemedicina para una red de clínicas',
      slug: 'telemedicina-para-una-red-de-clinicas',
      industry: 'Salud',
      description:
        'Aplicación de teleconsulta con agenda de citas, sala de espera virtual, receta digital e historia clínica integrada en las 32 clínicas de la red. La solución cumple con la Ley General de Protección de Datos de Brasil (LGPD) y las resoluciones del Consejo Federal de Medicina, con registro del consentimiento y registro de auditoría. El índice de inasistencias bajó de 22% a 7% y la calificación promedio de la app en las tiendas es de 4,8.',
    },
  },
  'Portal do contribuinte municipal': {
    en: {
      title: 'Municipal taxpayer portal',
      slug: 'municipal-taxpayer-portal',
      industry: 'Government',
      description:
        'We brought together in a single portal property tax and service tax bills, tax clearance certificates and the filing of administrative requests, with sign-in through the federal government’s gov.br account. The portal meets the Brazilian government’s accessibility guidelines (eMAG) and works well on entry-level phones. In-person visits to the city’s finance department fell 41% in the first year.',
    },
    es: {
      title: 'Portal del contribuyente municipal',
      slug: 'portal-del-contribuyente-municipal',
      industry: 'Gobierno',
      description:
        'Reunimos en un solo portal la emisión de recibos de pago del impuesto predial y del impuesto sobre servicios, los certificados de no adeudo y el inicio de trámites, con inicio de sesión mediante la cuenta gov.br del gobierno federal. El portal cumple las pautas de accesibilidad del gobierno brasileño (eMAG) y funciona bien en celulares de gama baja. La atención presencial en la secretaría de hacienda municipal bajó 41% en el primer año.',
    },
  },
  'Gestão de ativos para usinas solares': {
    en: {
      title: 'Asset management for solar plants',
      slug: 'asset-management-for-solar-plants',
      industry: 'Energy',
      description:
        'A platform that receives telemetry from 48 photovoltaic plants every minute and detects drops in generation at the inverter level before they show up on the invoice. Field crews receive work orders already prioritized by their impact in megawatt-hours. Average availability across the portfolio rose from 96.1% to 99.2%.',
    },
    es: {
      title: 'Gestión de activos para plantas solares',
      slug: 'gestion-de-activos-para-plantas-solares',
      industry: 'Energía',
      description:
        'Plataforma que recibe cada minuto la telemetría de 48 plantas fotovoltaicas y detecta caídas de generación por inversor antes de que aparezcan en la factura. Los equipos de campo reciben órdenes de servicio ya priorizadas según su impacto en megavatios-hora. La disponibilidad promedio del parque subió de 96,1% a 99,2%.',
    },
  },
  'App de fidelidade para supermercados': {
    en: {
      title: 'Supermarket loyalty app',
      slug: 'supermarket-loyalty-app',
      industry: 'Grocery retail',
      description:
        'A native app with personalized offers, cashback and a shared shopping list for a 64-store chain. Offers are selected from each customer’s purchase history and activated with a single tap, no paper coupons needed. Within a year the app reached 900,000 active customers, and the average basket of app users is 23% larger.',
    },
    es: {
      title: 'App de fidelización para supermercados',
      slug: 'app-de-fidelizacion-para-supermercados',
      industry: 'Comercio minorista de alimentos',
      description:
        'Aplicación nativa con ofertas personalizadas, cashback y lista de compras compartida para una cadena de 64 tiendas. Las ofertas se eligen a partir del historial de compras y se activan con un toque, sin cupones de papel. En un año la app llegó a 900.000 clientes activos, y el ticket promedio de quienes la usan es 23% mayor.',
    },
  },
  'Plataforma EAD para ensino técnico': {
    en: {
      title: 'Online learning platform for technical education',
      slug: 'online-learning-platform-for-technical-education',
      industry: 'Education',
      description:
        'A learning environment with learning paths, video lessons adapted to slow connections, assessments drawn from a question bank and verifiable certificates. The platform handles 40,000 concurrent students during exam periods without any slowdown. The dropout rate in distance-learning courses fell from 38% to 21%.',
    },
    es: {
      title: 'Plataforma de educación a distancia para formación técnica',
      slug: 'plataforma-de-educacion-a-distancia-para-formacion-tecnica',
      industry: 'Educación',
      description:
        'Entorno de aprendizaje con rutas formativas, videoclases adaptadas a conexiones lentas, evaluaciones con banco de preguntas y emisión de certificados verificables. La plataforma soporta 40.000 alumnos simultáneos en los períodos de exámenes sin pérdida de rendimiento. La deserción en los cursos a distancia bajó de 38% a 21%.',
    },
  },
  'Squad dedicado para core bancário': {
    en: {
      title: 'Dedicated squad for core banking',
      slug: 'dedicated-squad-for-core-banking',
      industry: 'Financial services',
      description:
        'In three weeks we assembled an eight-person squad, including a tech lead, a QA engineer and a business analyst, working within the credit union’s governance. The team took over the modernization of the checking account and Pix (Brazil’s instant payment system) modules, shipping every two weeks. Over 18 months it delivered 41 releases with no critical incidents in production.',
    },
    es: {
      title: 'Equipo dedicado para el core bancario',
      slug: 'equipo-dedicado-para-el-core-bancario',
      industry: 'Servicios financieros',
      description:
        'En tres semanas armamos un equipo de ocho personas, con líder técnico, especialista en QA y analista de negocios, integrado a la gobernanza de la cooperativa. El equipo asumió la modernización de los módulos de cuenta corriente y de Pix, el sistema de pagos instantáneos de Brasil, con entregas cada dos semanas. En 18 meses fueron 41 versiones sin incidentes críticos en producción.',
    },
  },
  'Rastreamento de frota refrigerada': {
    en: {
      title: 'Refrigerated fleet tracking',
      slug: 'refrigerated-fleet-tracking',
      industry: 'Logistics',
      description:
        'A driver app and a control-center dashboard that monitor the temperature of every refrigerated trailer in real time and raise an alert before the cargo leaves the safe range. The readings became automatic reports accepted by the company’s pharmaceutical customers. Losses from cold-chain breaks fell 63%.',
    },
    es: {
      title: 'Rastreo de flota refrigerada',
      slug: 'rastreo-de-flota-refrigerada',
      industry: 'Logística',
      description:
        'Aplicación para conductores y panel para la central que monitorean la temperatura de cada caja refrigerada en tiempo real y alertan antes de que la carga salga del rango seguro. Los registros se convirtieron en informes automáticos aceptados por los clientes farmacéuticos. Las pérdidas por ruptura de la cadena de frío bajaron 63%.',
    },
  },
  'Prontuário eletrônico hospitalar': {
    en: {
      title: 'Hospital electronic health record',
      slug: 'hospital-electronic-health-record',
      industry: 'Healthcare',
      description:
        'An electronic health record with bedside prescribing, barcode medication verification and integration with the lab and imaging through HL7 FHIR. We designed the screens with nurses and physicians during real shifts to cut down on clicks. Reported medication administration errors fell 72%.',
    },
    es: {
      title: 'Historia clínica electrónica hospitalaria',
      slug: 'historia-clinica-electronica-hospitalaria',
      industry: 'Salud',
      description:
        'Historia clínica electrónica con prescripción junto a la cama del paciente, verificación de medicamentos por código de barras e integración con laboratorio e imágenes mediante HL7 FHIR. Diseñamos las pantallas con enfermeros y médicos durante guardias reales para reducir clics. Los errores notificados en la administración de medicamentos bajaron 72%.',
    },
  },
  'Super app de benefícios corporativos': {
    en: {
      title: 'Employee benefits super app',
      slug: 'employee-benefits-super-app',
      industry: 'Human resources',
      description:
        'A single app for meal and grocery allowances, commuting and health benefits, with a balance that can be moved freely between categories. The virtual card and payments through Pix, Brazil’s instant payment system, reduced reliance on the physical card. The user base grew to 320,000 in 14 months, and support cost per user was cut in half.',
    },
    es: {
      title: 'Superapp de beneficios corporativos',
      slug: 'superapp-de-beneficios-corporativos',
      industry: 'Recursos humanos',
      description:
        'Una sola aplicación para vales de restaurante y de supermercado, movilidad y salud, con saldo flexible entre categorías. La tarjeta virtual y el pago con Pix, el sistema de pagos instantáneos de Brasil, redujeron la dependencia de la tarjeta física. La base creció a 320.000 usuarios en 14 meses y el costo de atención por usuario se redujo a la mitad.',
    },
  },
  'E-commerce omnichannel de moda': {
    en: {
      title: 'Omnichannel fashion e-commerce',
      slug: 'omnichannel-fashion-e-commerce',
      industry: 'Fashion',
      description:
        'A new online store integrated with the inventory of 19 brick-and-mortar stores, offering in-store pickup, fitting-room appointments and exchanges at any location. We optimized performance for mobile and brought the storefront’s load time under two seconds. Mobile conversion rose 46%, and online sales doubled in the first Christmas season.',
    },
    es: {
      title: 'Comercio electrónico omnicanal de moda',
      slug: 'comercio-electronico-omnicanal-de-moda',
      industry: 'Moda',
      description:
        'Nueva tienda en línea integrada al inventario de las 19 tiendas físicas, con retiro en tienda, probador con cita previa y cambios en cualquier punto de venta. Optimizamos el rendimiento para celulares y redujimos el tiempo de carga de la vitrina a menos de dos segundos. La conversión en móviles subió 46% y las ventas en línea se duplicaron en la primera Navidad.',
    },
  },
  'Leitura de hidrômetros por imagem': {
    en: {
      title: 'Image-based water meter reading',
      slug: 'image-based-water-meter-reading',
      industry: 'Water and sanitation',
      description:
        'An app for meter readers that recognizes the water meter reading through the camera, right on the device, and flags unusual readings on the spot. The model was trained on 120,000 photos labeled by the utility itself. Bill reviews caused by reading errors fell 58%.',
    },
    es: {
      title: 'Lectura de medidores de agua por imagen',
      slug: 'lectura-de-medidores-de-agua-por-imagen',
      industry: 'Agua y saneamiento',
      description:
        'Aplicación para lectores de medidores que reconoce la lectura del medidor de agua con la cámara, en el propio dispositivo, y señala al instante las lecturas fuera de lo normal. El modelo se entrenó con 120.000 fotos etiquetadas por la propia compañía. Las revisiones de facturas por errores de lectura bajaron 58%.',
    },
  },
  'Sistema de gestão escolar': {
    en: {
      title: 'School management system',
      slug: 'school-management-system',
      industry: 'Education',
      description:
        'A system for enrollment, class records, report cards and finances across 23 schools, with an app for families to follow grades and school messages. Re-enrollment, previously done in person, is now completed online by 91% of families. Late payments fell 9 percentage points with billing through Pix, Brazil’s instant payment system.',
    },
    es: {
      title: 'Sistema de gestión escolar',
      slug: 'sistema-de-gestion-escolar',
      industry: 'Educación',
      description:
        'Sistema de inscripciones, registro de clases, boletas de calificaciones y finanzas para 23 escuelas, con una aplicación para que las familias sigan las notas y los avisos. La reinscripción, que antes se hacía de forma presencial, pasó a completarse en línea por el 91% de las familias. La morosidad bajó 9 puntos porcentuales con el cobro mediante Pix, el sistema de pagos instantáneos de Brasil.',
    },
  },
  'Modernização de ERP com body shop': {
    en: {
      title: 'ERP modernization with staff augmentation',
      slug: 'erp-modernization-with-staff-augmentation',
      industry: 'Manufacturing',
      description:
        'We placed six .NET developers and an architect on the client’s team to migrate modules of a Delphi ERP to web services, working under the client’s own IT management. Each professional went through a joint technical assessment before joining the team. The migration of the purchasing and production planning and control modules finished two months ahead of schedule.',
    },
    es: {
      title: 'Modernización de ERP con profesionales asignados',
      slug: 'modernizacion-de-erp-con-profesionales-asignados',
      industry: 'Industria',
      description:
        'Asignamos seis desarrolladores .NET y un arquitecto para migrar módulos de un ERP en Delphi a servicios web, bajo la gestión del propio equipo de TI del cliente. Cada profesional pasó por una evaluación técnica conjunta antes de sumarse al equipo. La migración de los módulos de compras y de planificación y control de la producción terminó dos meses antes de lo previsto.',
    },
  },
  'App de agendamento para pet shops': {
    en: {
      title: 'Pet shop booking app',
      slug: 'pet-shop-booking-app',
      industry: 'Services',
      description:
        'A booking app for baths, grooming and vet appointments across a network of 40 franchised locations, with reminders, a vaccination record and prepayment. Each franchise manages its own schedule in a simple web dashboard. No-shows fell 35%, and average schedule occupancy reached 88%.',
    },
    es: {
      title: 'App de reservas para tiendas de mascotas',
      slug: 'app-de-reservas-para-tiendas-de-mascotas',
      industry: 'Servicios',
      description:
        'Aplicación para reservar baño, peluquería y consultas veterinarias en una red de 40 locales franquiciados, con recordatorios, carnet de vacunación y pago anticipado. Cada franquicia administra su propia agenda en un panel web sencillo. Las inasistencias bajaron 35% y la ocupación promedio de las agendas llegó a 88%.',
    },
  },
  'Inteligência comercial para distribuidora': {
    en: {
      title: 'Sales intelligence for a distributor',
      slug: 'sales-intelligence-for-a-distributor',
      industry: 'Pharmaceutical distribution',
      description:
        'Dashboards of sales, margin and stockouts by customer, region and supplier, fed by a data warehouse refreshed every hour. Sales reps get a daily list on their phones of the customers most likely to reorder. Stockouts fell 31%, and revenue per rep grew 12%.',
    },
    es: {
      title: 'Inteligencia comercial para una distribuidora',
      slug: 'inteligencia-comercial-para-una-distribuidora',
      industry: 'Distribución farmacéutica',
      description:
        'Paneles de ventas, margen y faltantes de inventario por cliente, región y proveedor, alimentados por un almacén de datos que se actualiza cada hora. Los representantes reciben en el celular una lista diaria de los clientes con mayor probabilidad de volver a comprar. Los faltantes de inventario bajaron 31% y los ingresos por representante crecieron 12%.',
    },
  },
  'Gestão digital de condomínios': {
    en: {
      title: 'Digital condominium management',
      slug: 'digital-condominium-management',
      industry: 'Real estate',
      description:
        'An app for residents to book common areas, authorize visitors, keep track of their monthly fee bills and take part in virtual owners’ meetings with recorded voting. Building managers got a dashboard with incident reports and financial accountability. Today 210 condominiums and 48,000 units use the solution.',
    },
    es: {
      title: 'Gestión digital de condominios',
      slug: 'gestion-digital-de-condominios',
      industry: 'Sector inmobiliario',
      description:
        'Aplicación para que los residentes reserven áreas comunes, autoricen visitas, consulten los recibos de sus cuotas y participen en asambleas virtuales con votación registrada. Los administradores de los condominios ganaron un panel con incidencias y rendición de cuentas. Hoy 210 condominios y 48.000 unidades usan la solución.',
    },
  },
  'Emissão digital de apólices': {
    en: {
      title: 'Digital insurance policy issuance',
      slug: 'digital-insurance-policy-issuance',
      industry: 'Insurance',
      description:
        'A platform for brokers to quote, issue and renew homeowners and commercial insurance policies on a single screen, with underwriting rules the technical team can configure. Issuance, which used to take up to three days, is now instant in 85% of cases. The number of active brokers on the digital channel tripled.',
    },
    es: {
      title: 'Emisión digital de pólizas',
      slug: 'emision-digital-de-polizas',
      industry: 'Seguros',
      description:
        'Plataforma para que los corredores coticen, emitan y renueven pólizas de seguro de hogar y empresarial en una sola pantalla, con reglas de suscripción configurables por el área técnica. La emisión, que tardaba hasta tres días, pasó a ser inmediata en el 85% de los casos. El número de corredores activos en el canal digital se triplicó.',
    },
  },
  'Marketplace de fretes rurais': {
    en: {
      title: 'Rural freight marketplace',
      slug: 'rural-freight-marketplace',
      industry: 'Agribusiness',
      description:
        'Apps that let farmers and truckers negotiate grain hauls with a reference price, trip tracking and guaranteed payment. Load-to-truck matching takes the return route into account to cut down on empty trips. In the first harvest season, 52,000 hauls were booked, with 94% positive ratings.',
    },
    es: {
      title: 'Marketplace de fletes rurales',
      slug: 'marketplace-de-fletes-rurales',
      industry: 'Agronegocios',
      description:
        'Aplicaciones para que productores y camioneros negocien fletes de granos con precio de referencia, seguimiento del viaje y pago garantizado. El emparejamiento entre carga y vehículo considera la ruta de regreso para reducir los viajes vacíos. En la primera cosecha se contrataron 52.000 fletes, con 94% de calificaciones positivas.',
    },
  },
  'Squad de dados para rede de farmácias': {
    en: {
      title: 'Data squad for a pharmacy chain',
      slug: 'data-squad-for-a-pharmacy-chain',
      industry: 'Pharmacy retail',
      description:
        'A data engineering and data science squad that built the chain’s analytics platform and delivered store-level demand forecasting models. The team works toward quarterly goals set together with the sales leadership. The forecasts cut the capital tied up in inventory by 19% across the 150 stores.',
    },
    es: {
      title: 'Equipo de datos para una cadena de farmacias',
      slug: 'equipo-de-datos-para-una-cadena-de-farmacias',
      industry: 'Comercio minorista farmacéutico',
      description:
        'Equipo de ingeniería y ciencia de datos que estructuró la plataforma analítica de la cadena y entregó modelos de pronóstico de demanda por tienda. El equipo trabaja con metas trimestrales definidas junto con la dirección comercial. El pronóstico redujo en 19% el capital inmovilizado en inventario en las 150 tiendas.',
    },
  },
  'Ouvidoria digital estadual': {
    en: {
      title: 'Digital state ombudsman service',
      slug: 'digital-state-ombudsman-service',
      industry: 'Government',
      description:
        'A single channel for citizens to submit complaints, requests and suggestions to 27 state agencies, with automatic routing, tracking of legal deadlines and published responses. The system was built with open-source software and is hosted on the state’s own cloud. The average response time fell from 34 to 12 days.',
    },
    es: {
      title: 'Atención ciudadana digital para el estado',
      slug: 'atencion-ciudadana-digital-para-el-estado',
      industry: 'Gobierno',
      description:
        'Canal único para que la ciudadanía presente reclamos, solicitudes y sugerencias ante 27 organismos estatales, con derivación automática, control de los plazos legales y respuestas publicadas. El sistema se construyó con software libre y se aloja en la nube del propio estado. El plazo promedio de respuesta bajó de 34 a 12 días.',
    },
  },
  'Gestão de energia no mercado livre': {
    en: {
      title: 'Energy management for the free power market',
      slug: 'energy-management-for-the-free-power-market',
      industry: 'Energy',
      description:
        'A platform that consolidates metering data, contracts and energy prices for 600 consumer units that have moved to Brazil’s free energy market. Customers track consumption and savings in real time and get alerts when usage deviates from their contracts. The monthly reconciliation, once done by hand, is now automatic.',
    },
    es: {
      title: 'Gestión de energía en el mercado libre',
      slug: 'gestion-de-energia-en-el-mercado-libre',
      industry: 'Energía',
      description:
        'Plataforma que consolida mediciones, contratos y precios de energía para 600 unidades consumidoras que migraron al mercado libre de energía de Brasil. Los clientes siguen el consumo y el ahorro en tiempo real y reciben alertas de desvíos respecto de lo contratado. La conciliación mensual, que antes era manual, pasó a ser automática.',
    },
  },
  'Força de vendas offline para indústria de alimentos': {
    en: {
      title: 'Offline sales force app for a food manufacturer',
      slug: 'offline-sales-force-app-for-a-food-manufacturer',
      industry: 'Food manufacturing',
      description:
        'An app that lets 260 sales reps take orders at grocery stores in rural towns without relying on a cell signal, with synced price lists, trade policy and credit limits. Orders reach billing minutes after the device reconnects. The time from order to invoice dropped from two days to two hours.',
    },
    es: {
      title: 'Fuerza de ventas sin conexión para la industria alimentaria',
      slug: 'fuerza-de-ventas-sin-conexion-para-la-industria-alimentaria',
      industry: 'Industria alimentaria',
      description:
        'Aplicación para que 260 representantes tomen pedidos en comercios del interior sin depender de la señal, con lista de precios, política comercial y límite de crédito sincronizados. Los pedidos llegan a facturación minutos después de que se restablece la conexión. El tiempo entre el pedido y la facturación bajó de dos días a dos horas.',
    },
  },
};
