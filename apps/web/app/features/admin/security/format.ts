import type { TSessionInfo } from '@softhouse/contracts';
import { formatDate } from '../components/format';

/** A TOTP secret as people copy it by eye: upper case, in groups of 4 ('JBSW Y3DP EHPK 3PXP'). */
export function groupSecret(secret: string): string {
  return (secret.replace(/[\s-]+/g, '').toUpperCase().match(/.{1,4}/g) ?? []).join(' ');
}

/** 'Chrome em Linux'; what the server could not tell is left out. */
export function deviceLine(browser: string | null | undefined, system: string | null | undefined): string {
  const b = browser?.trim();
  const s = system?.trim();
  if (b && s) return `${b} em ${s}`;
  return b || s || 'Navegador desconhecido';
}

export const sessionDevice = (session: Pick<TSessionInfo, 'browser' | 'system'>) => deviceLine(session.browser, session.system);

export const METHOD_LABELS: Record<TSessionInfo['method'], string> = {
  password: 'Senha',
  'two-factor': 'Senha e código',
  passkey: 'Passkey',
};

const relative = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });
const STEPS: [limit: number, unit: Intl.RelativeTimeFormatUnit, size: number][] = [
  [60 * 60, 'minute', 60],
  [24 * 60 * 60, 'hour', 60 * 60],
  [30 * 24 * 60 * 60, 'day', 24 * 60 * 60],
];

/** 'agora mesmo', 'há 5 minutos', 'há 3 horas', 'ontem'; a date after a month ('05/03/2025'). */
export function relativeTime(iso: string | null | undefined, now = Date.now()): string {
  if (!iso) return '—';
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  if (Number.isNaN(seconds)) return '—';
  if (seconds < 60) return 'agora mesmo';
  for (const [limit, unit, size] of STEPS) {
    if (seconds < limit) return relative.format(-Math.floor(seconds / size), unit);
  }
  return formatDate(iso);
}

/** The browser and system of a user agent, to name a new passkey ('Chrome em Linux'). */
export function deviceFromUserAgent(userAgent: string): string {
  const browser =
    /Edg(e|A|iOS)?\//.test(userAgent) ? 'Edge'
    : /OPR\/|Opera/.test(userAgent) ? 'Opera'
    : /SamsungBrowser\//.test(userAgent) ? 'Samsung Internet'
    : /Firefox\/|FxiOS\//.test(userAgent) ? 'Firefox'
    : /Chrome\/|CriOS\//.test(userAgent) ? 'Chrome'
    : /Safari\//.test(userAgent) ? 'Safari'
    : '';
  const system =
    /iPhone|iPod/.test(userAgent) ? 'iPhone'
    : /iPad/.test(userAgent) ? 'iPad'
    : /Android/.test(userAgent) ? 'Android'
    : /CrOS/.test(userAgent) ? 'ChromeOS'
    : /Windows/.test(userAgent) ? 'Windows'
    : /Mac OS X|Macintosh/.test(userAgent) ? 'macOS'
    : /Linux/.test(userAgent) ? 'Linux'
    : '';
  return browser || system ? deviceLine(browser, system) : 'Minha passkey';
}

/** The recovery codes as a text file: what they are, for whom, and the codes one a line. */
export function recoveryCodesText(codes: string[], email: string, when = new Date()): string {
  return [
    'Códigos de recuperação do painel administrativo',
    `Conta: ${email}`,
    `Gerados em: ${formatDate(when.toISOString())}`,
    '',
    'Cada código entra uma única vez, quando o aplicativo autenticador não estiver à mão.',
    'Guarde-os em lugar seguro; gerar novos códigos invalida estes.',
    '',
    ...codes,
    '',
  ].join('\n');
}
