/*
 * The product's rules that need no library: roles, limits, messages and small pure helpers. Both the
 * server and the browser import them (the public pages through @softhouse/contracts/constants, which
 * never brings zod along); the zod schemas in the other modules are built from them.
 */

/** Error codes shared by the API and the web client; the API's error plugin is the only place that maps them to HTTP. */
export const ErrorCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION: 'VALIDATION',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;
export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * Three roles (docs/decisions/026): the administrator does everything, the editor manages content
 * (posts, cases, pages, media, per-page SEO), sales handle the leads. What each may do is a set of
 * permissions, so the API's guard, the sidebar and the screens read one table.
 */
export const ROLES = ['admin', 'editor', 'sales'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Readonly<Record<Role, string>> = { admin: 'Administrador', editor: 'Editor', sales: 'Comercial' };
export const ROLE_DESCRIPTIONS: Readonly<Record<Role, string>> = {
  admin: 'Tudo: conteúdo, contatos, usuários e configurações do site',
  editor: 'Posts, cases, páginas, mídia e SEO de cada página',
  sales: 'Contatos recebidos: ler, responder e exportar',
};

/** What a signed-in caller may touch: `content` (posts, cases, pages, media, per-page SEO), `leads`, `settings` (global SEO, menus, footer, contact configuration), `users`. */
export const PERMISSIONS = ['content', 'leads', 'settings', 'users'] as const;
export type Permission = (typeof PERMISSIONS)[number];
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  admin: PERMISSIONS,
  editor: ['content'],
  sales: ['leads'],
};
export const can = (role: Role | null | undefined, permission: Permission): boolean => !!role && ROLE_PERMISSIONS[role].includes(permission);
export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

export const AUTH_MESSAGES = {
  invalidCredentials: 'E-mail ou senha inválidos',
  tooManyAttempts: 'Muitas tentativas de login. Tente novamente em alguns minutos.',
  missingToken: 'Token de acesso ausente',
  invalidToken: 'Token de acesso inválido ou expirado',
  invalidRefresh: 'Sessão expirada. Faça login novamente.',
  forbidden: 'Você não tem permissão para esta ação',
} as const;

/** Two-factor, passkeys and sessions (issue 17). */
export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Informe o código do aplicativo ou um código de recuperação',
  invalidCode: 'Código inválido ou já usado',
  expired: 'A verificação expirou. Entre com sua senha de novo.',
  tooManyCodes: 'Muitos códigos errados. Tente novamente em alguns minutos.',
  setupExpired: 'A configuração expirou. Comece de novo.',
  enrolmentRequired: 'Ative a verificação em duas etapas em Meu perfil para continuar.',
  enrolFirst: 'Ative a verificação em duas etapas na sua conta (Meu perfil) antes de exigi-la de todos.',
  requiredByAdmin: 'A verificação em duas etapas é obrigatória nesta empresa e não pode ser desativada.',
  passwordWrong: 'Senha incorreta',
  notEnabled: 'A verificação em duas etapas não está ativa',
} as const;

export const PASSKEY_MESSAGES = {
  failed: 'Não foi possível confirmar a passkey. Tente de novo.',
  unknown: 'Esta passkey não está cadastrada. Entre com e-mail e senha.',
  notFound: 'Passkey não encontrada',
  nameRequired: 'Dê um nome à passkey',
} as const;

export const SESSION_MESSAGES = {
  notFound: 'Sessão não encontrada',
} as const;

/** Password recovery (issue 17): the same answer whether or not the e-mail has an account. */
export const RECOVERY_MESSAGES = {
  sent: 'Se o e-mail estiver cadastrado, enviaremos um link para criar uma nova senha.',
  invalidLink: 'Este link não vale mais: ele expira em 30 minutos e só pode ser usado uma vez. Peça um novo em "Recuperar senha".',
  invitationSent: 'Convite enviado por e-mail',
  done: 'Senha alterada. Entre com a nova senha.',
} as const;

export const BLOG_LIMITS = { adminPageSize: 10, publicPageSize: 9, featured: 3, home: 6, related: 6, relatedShown: 3 } as const;

export const BLOG_MESSAGES = {
  titleRequired: 'Título é obrigatório',
  excerptRequired: 'Resumo é obrigatório',
  contentRequired: 'Conteúdo é obrigatório',
  slugRequired: 'Slug é obrigatório',
  slugInvalid: 'Slug deve conter apenas letras minúsculas, números e hífens',
  slugTaken: 'Já existe um post com este slug',
  authorInvalid: 'Autor inválido: escolha um usuário ativo da equipe',
  notFound: 'Post não encontrado',
} as const;

export const CASE_LIMITS = { listLimit: 100, carousel: 10, gridInitial: 16, gridStep: 16, galleryMax: 10 } as const;

export const CASE_MESSAGES = {
  titleRequired: 'Título é obrigatório',
  slugRequired: 'Slug é obrigatório',
  slugInvalid: 'Slug deve conter apenas letras minúsculas, números e hífens',
  clientRequired: 'Cliente é obrigatório',
  imageRequired: 'Imagem principal é obrigatória',
  slugTaken: 'Já existe um case com este slug',
  galleryMax: 'A galeria aceita no máximo 10 imagens',
  notFound: 'Case não encontrado',
} as const;

export const CONTACT_LIMITS = { messageMax: 5000, perIpPerHour: 10 } as const;

/** The lead form's fields, in the order the form shows them. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'company', 'subject', 'message'] as const;
export type TContactField = (typeof CONTACT_FIELDS)[number];

export const CONTACT_MAX_LENGTH: Record<TContactField, number> = {
  name: 120,
  email: 254,
  phone: 30,
  company: 160,
  subject: 200,
  message: CONTACT_LIMITS.messageMax,
};

/** zod 4's e-mail pattern (z.email()), so the form in the browser and the API accept the same addresses. */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const PHONE_PATTERN = /^[\d\s()+.-]*$/;

/** What can be wrong with a lead's field; the form translates each (contactForm.errors), the API words it in Portuguese. */
export type TContactErrorCode =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'companyTooLong'
  | 'subjectTooLong'
  | 'messageRequired'
  | 'messageTooLong';

export const CONTACT_MESSAGES = {
  nameRequired: 'Nome é obrigatório',
  nameTooLong: 'Nome muito longo (máx. 120)',
  emailRequired: 'E-mail é obrigatório',
  emailInvalid: 'E-mail inválido',
  phoneInvalid: 'Telefone inválido',
  companyTooLong: 'Máximo de 160 caracteres',
  subjectTooLong: 'Máximo de 200 caracteres',
  messageRequired: 'Mensagem é obrigatória',
  messageTooLong: `Mensagem muito longa (máx. ${CONTACT_LIMITS.messageMax} caracteres)`,
  notFound: 'Contato não encontrado',
} as const satisfies Record<TContactErrorCode | 'notFound', string>;

/**
 * The one rule of each lead field, for the form in the browser (before sending) and for the API's
 * ZContactCreate, which is built from it: what one accepts, the other does, with the same error.
 */
export function contactFieldError(field: TContactField, raw: string): TContactErrorCode | undefined {
  const value = raw.trim();
  const tooLong = value.length > CONTACT_MAX_LENGTH[field];
  switch (field) {
    case 'name':
      return !value ? 'nameRequired' : tooLong ? 'nameTooLong' : undefined;
    case 'email':
      return !value ? 'emailRequired' : tooLong || !EMAIL_PATTERN.test(value) ? 'emailInvalid' : undefined;
    case 'phone':
      return tooLong || !PHONE_PATTERN.test(value) ? 'phoneInvalid' : undefined;
    case 'company':
      return tooLong ? 'companyTooLong' : undefined;
    case 'subject':
      return tooLong ? 'subjectTooLong' : undefined;
    case 'message':
      return !value ? 'messageRequired' : tooLong ? 'messageTooLong' : undefined;
  }
}

/** The code of a message the API sent for a lead field (its `details`), or undefined for another message. */
export const contactErrorCode = (message: string): TContactErrorCode | undefined =>
  (Object.keys(CONTACT_MESSAGES) as (keyof typeof CONTACT_MESSAGES)[]).find(
    (code): code is TContactErrorCode => code !== 'notFound' && CONTACT_MESSAGES[code] === message,
  );

/**
 * The section types before pages were built from blocks (decision 047): sections stored with them, and
 * page revisions that hold them, are converted to blocks (blocks/legacy.ts).
 */
export const LEGACY_SECTION_TYPES = ['hero', 'text', 'metrics', 'cards', 'cta'] as const;

/** The public pages built from blocks (decision 047). */
export const CONTENT_PAGES = ['home', 'sobre', 'software', 'aplicativo', 'outsourcing', 'cases', 'blog', 'contato', 'obrigado'] as const;
/** The content pages as staff call them, with their public address (the Páginas screen and the back office's search). */
export const CONTENT_PAGE_INFO: Readonly<Record<(typeof CONTENT_PAGES)[number], { label: string; path: string }>> = {
  home: { label: 'Início', path: '/' },
  sobre: { label: 'Sobre', path: '/sobre' },
  software: { label: 'Software', path: '/software' },
  aplicativo: { label: 'Aplicativo', path: '/aplicativo' },
  outsourcing: { label: 'Outsourcing', path: '/outsourcing' },
  cases: { label: 'Cases', path: '/cases' },
  blog: { label: 'Blog', path: '/blog' },
  contato: { label: 'Contato', path: '/contato' },
  obrigado: { label: 'Obrigado', path: '/obrigado' },
};

export const SEO_LIMITS = { title: 60, description: 160 } as const;

export const MEDIA_LIMITS = {
  pageSize: 12,
  maxBytes: 10 * 1024 * 1024,
  mimetypes: ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'],
} as const;

export const MEDIA_MESSAGES = {
  unsupported: (name: string) => `${name}: tipo não suportado`,
  tooLarge: (name: string) => `${name}: arquivo muito grande (máx. 10MB)`,
  rejectedTitle: 'Alguns arquivos não foram aceitos',
  inUse: 'Arquivo em uso',
  notFound: 'Arquivo não encontrado',
} as const;

/** Bytes, KB, MB or GB with one decimal, as the media screens show sizes. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} Bytes`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Math.round(value * 10) / 10} ${units[unit]}`;
}

export const CONTACT_CONFIG_DEFAULT_TITLES = { phone: 'Contato', email: 'E-mail', careers: 'Carreira', location: 'Onde estamos' } as const;

/**
 * Where "Carreira" leads, from the one careers setting (Contato config › Carreira): its link when it is a
 * real destination (http(s) or a site path; 'Em breve' and the like are not) and the button is not hidden,
 * else nowhere. /contato's careers card and the footer's career link both read it, so they always agree.
 */
export function careersUrl(careers: { link?: string | null; hideButton?: boolean } | null | undefined): string | null {
  const value = careers?.link?.trim();
  if (!value || careers?.hideButton) return null;
  return /^https?:\/\//i.test(value) || value.startsWith('/') ? value : null;
}

/**
 * Where a visit came from, as the site records it for the visit only (session storage, no cookie) and
 * sends with a lead: the first page of the visit and the site that linked to it, the campaign tags of
 * that first address, and the ad click ids (issue 15).
 */
export const ATTRIBUTION_FIELDS = ['landingPage', 'referrer', 'utmSource', 'utmMedium', 'utmCampaign', 'utmTerm', 'utmContent', 'gclid', 'fbclid'] as const;
export type TAttributionField = (typeof ATTRIBUTION_FIELDS)[number];
/** The query parameter each attribution field is read from (the landing page and referrer are the address and document.referrer). */
export const ATTRIBUTION_PARAMS: Readonly<Partial<Record<TAttributionField, string>>> = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
  gclid: 'gclid',
  fbclid: 'fbclid',
};
/** The service a lead is about, from the page its form was on: the service pages name theirs, the others are general. */
export const LEAD_SERVICES = ['software', 'aplicativo', 'outsourcing', 'geral'] as const;
export type TLeadService = (typeof LEAD_SERVICES)[number];
export const leadService = (source: string | null | undefined): TLeadService =>
  source === 'software' || source === 'aplicativo' || source === 'outsourcing' ? source : 'geral';

/** The pipeline a lead moves along (issue 15), in order; 'ganho' and 'perdido' close it. */
export const LEAD_STAGES = ['novo', 'em_contato', 'qualificado', 'proposta', 'ganho', 'perdido'] as const;
export type TLeadStage = (typeof LEAD_STAGES)[number];
export const LEAD_STAGE_LABELS: Readonly<Record<TLeadStage, string>> = {
  novo: 'Novo',
  em_contato: 'Em contato',
  qualificado: 'Qualificado',
  proposta: 'Proposta enviada',
  ganho: 'Ganho',
  perdido: 'Perdido',
};
export const LEAD_OPEN_STAGES: readonly TLeadStage[] = ['novo', 'em_contato', 'qualificado', 'proposta'];
export const LEAD_MESSAGES = {
  lostReasonRequired: 'Diga por que o contato foi perdido',
  ownerInvalid: 'Responsável inválido: escolha alguém da equipe que atende contatos',
  noteRequired: 'Escreva a anotação',
  noteTooLong: 'Anotação muito longa (máx. 5000 caracteres)',
} as const;

/**
 * Working days (Monday to Friday, São Paulo time) from `from` to `now`: a lead not touched for more
 * than one of them is waiting too long. Holidays are not known here.
 */
export function workingDaysSince(from: Date, now: Date = new Date()): number {
  const day = (date: Date) => {
    const local = new Date(date.getTime() - 3 * 3_600_000);
    return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  };
  let days = 0;
  for (let t = day(from) + 86_400_000; t <= day(now); t += 86_400_000) {
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days++;
  }
  return days;
}

/** How a lead's visit reached the site (a filter of the leads list). */
export const LEAD_CHANNELS = ['campaign', 'referral', 'direct', 'unknown'] as const;
export type TLeadChannel = (typeof LEAD_CHANNELS)[number];

/** The session-storage key the visit's origin is kept under. */
export const VISIT_STORAGE_KEY = 'orbita.visit';

/**
 * The version of the privacy notice the lead form shows (what the data is for, the policy link and the
 * marketing consent checkbox). Stored with each lead with the consent given or not (LGPD); change it
 * whenever the notice's wording changes.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-25';

/** The dictionary key of the footer's career link, whose destination is the careers setting. */
export const FOOTER_CAREER_KEY = 'footer.career';

export const SOCIAL_PLATFORMS = ['linkedin', 'instagram', 'facebook', 'medium', 'youtube', 'behance'] as const;

/** New passwords (issue 17): at least this long, and hard to guess (password.ts). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MESSAGES = {
  short: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`,
  long: 'Senha muito longa',
  weak: 'Senha fácil de adivinhar',
} as const;

export const USER_MESSAGES = {
  nameRequired: 'Nome é obrigatório',
  emailRequired: 'Email é obrigatório',
  emailInvalid: 'Email inválido',
  emailTaken: 'Já existe um usuário com este e-mail',
  passwordShort: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`,
  currentPasswordWrong: 'Senha atual incorreta',
  notFound: 'Usuário não encontrado',
  selfDemote: 'Você não pode remover o seu próprio acesso de administrador',
  selfDelete: 'Você não pode excluir ou desativar a sua própria conta',
  lastAdmin: 'É preciso manter pelo menos um administrador ativo',
} as const;

/**
 * C0/C1 controls and the bidirectional overrides that can disguise text ("gpj.exe" shown for "exe.jpg").
 * Matching control characters is the point here, hence the lint exception.
 */
// eslint-disable-next-line no-control-regex
export const UNSAFE_TEXT_CHARS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** One line of display text (names, alt text): unsafe characters dropped, runs of white space made one space. */
export const cleanLine = (value: string) => value.replace(UNSAFE_TEXT_CHARS, '').replace(/\s+/g, ' ').trim();

/**
 * Where a link may point: a path on this site (`/blog`, not the protocol-relative `//host` nor `/\host`,
 * which browsers treat as another host) or an absolute http(s) URL. `data:`, `javascript:`, `vbscript:`
 * and every other scheme are refused.
 */
export const isLinkTarget = (value: string) =>
  /^\/(?![/\\])/.test(value) || /^https?:\/\/[^/\\\s]+/i.test(value);

export const LINK_TARGET_MESSAGE = 'Use um caminho que comece com / ou uma URL http(s)';

/** The WhatsApp chat link with the prefilled message (product.md §1). */
export const whatsappLink = (company: { whatsappNumber: string; whatsappMessage: string }) =>
  `https://wa.me/${company.whatsappNumber}?text=${encodeURIComponent(company.whatsappMessage)}`;

/** Text cut to `max` characters at a word where it can be, with an ellipsis, for descriptions. */
export function truncateText(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max * 0.6 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/**
 * What search engines and shares show for a post (product.md §3): the editor's SEO title and description,
 * else the post's title and excerpt; its SEO keywords, else its tags. The one rule for the API, the
 * sitemap, the page's meta tags and its structured data.
 */
export const postSeo = (post: { title: string; excerpt: string; tags: string[]; seoTitle: string | null; seoDescription: string | null; seoKeywords: string[] }) => ({
  title: post.seoTitle?.trim() || post.title,
  description: post.seoDescription?.trim() || post.excerpt,
  keywords: post.seoKeywords.length ? post.seoKeywords : post.tags,
});

/** The same for a case: its SEO texts, else its title and its description cut to 160 characters; else its technologies. */
export const caseSeo = (item: { title: string; description: string; technologies: string[]; seoTitle: string | null; seoDescription: string | null; seoKeywords: string[] }) => ({
  title: item.seoTitle?.trim() || item.title,
  description: item.seoDescription?.trim() || truncateText(item.description || item.title, SEO_LIMITS.description),
  keywords: item.seoKeywords.length ? item.seoKeywords : item.technologies,
});
