import type { Sharp } from 'sharp';
import { loadSharp } from '../../modules/media/images.js';

/**
 * Demo artwork drawn as SVG and rasterised with sharp at seed time, so the demo site looks
 * finished without shipping or downloading a single image. Every picture is deterministic:
 * the same inputs give the same pixels, which keeps seeds reproducible.
 */

export type Palette = {
  /** Background gradient, dark to lighter. */
  from: string;
  to: string;
  /** Main highlight (charts, chips) and a second one for contrast. */
  accent: string;
  accent2: string;
};

export const PALETTES = {
  indigo: { from: '#0f1b4c', to: '#3b2a8f', accent: '#38e8c6', accent2: '#7c9cff' },
  emerald: { from: '#04332c', to: '#0b6e5a', accent: '#b7f34d', accent2: '#5ee0b0' },
  sunset: { from: '#3a0d2e', to: '#b0304a', accent: '#ffb347', accent2: '#ff8fab' },
  ocean: { from: '#062a4a', to: '#0a5fa3', accent: '#5ce1ff', accent2: '#ffd166' },
  graphite: { from: '#121419', to: '#2d3340', accent: '#ff7a1a', accent2: '#ffd29c' },
  plum: { from: '#24103d', to: '#6a1fb0', accent: '#ff5cc8', accent2: '#9ef0ff' },
  forest: { from: '#17300d', to: '#4c7a1e', accent: '#f5d547', accent2: '#b5e48c' },
  teal: { from: '#033a44', to: '#0b8a8f', accent: '#ff9e80', accent2: '#c3f5ee' },
  crimson: { from: '#350909', to: '#a3161d', accent: '#ffd35c', accent2: '#ffb3b3' },
  navy: { from: '#0b1f3a', to: '#1d4e89', accent: '#4cd98a', accent2: '#ffe066' },
  cobalt: { from: '#0a1a3f', to: '#1f4fd1', accent: '#ffe14d', accent2: '#7bf1a8' },
  slate: { from: '#1a1e30', to: '#4a3a6b', accent: '#ff9fb2', accent2: '#a0e7ff' },
  amber: { from: '#3b1d05', to: '#b8520b', accent: '#ffe39a', accent2: '#fff4e0' },
  sky: { from: '#0d2f4f', to: '#2a7ab0', accent: '#ffcb47', accent2: '#8ef6d0' },
} satisfies Record<string, Palette>;
export type PaletteName = keyof typeof PALETTES;

/** What the device mock on a cover or gallery picture shows. */
export type Motif = 'dashboard' | 'mobile' | 'map' | 'commerce' | 'analytics';

const FONT = "Inter, 'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Small deterministic PRNG (mulberry32) seeded from a string, so each picture varies but never changes. */
export function randomFrom(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Greedy word wrap by estimated width (bold sans ≈ 0.56 em per character). SVG has no text
 * flow, so the title is split into lines here; the font shrinks until it fits in `maxLines`.
 */
export function fitTitle(text: string, maxWidth: number, maxSize: number, maxLines: number): { size: number; lines: string[] } {
  for (let size = maxSize; size > 24; size -= 4) {
    const perLine = Math.floor(maxWidth / (size * 0.56));
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/)) {
      const next = current ? `${current} ${word}` : word;
      if (next.length <= perLine || !current) current = next;
      else {
        lines.push(current);
        current = word;
      }
    }
    if (current) lines.push(current);
    if (lines.length <= maxLines && lines.every((l) => l.length <= perLine)) return { size, lines };
  }
  return { size: 24, lines: [text] };
}

function textLines(lines: string[], x: number, y: number, size: number, attrs: string, lineHeight = 1.12): string {
  return lines
    .map((line, i) => `<text x="${x}" y="${Math.round(y + i * size * lineHeight)}" font-size="${size}" ${attrs}>${escapeXml(line)}</text>`)
    .join('');
}

/**
 * Gradient, glows, rings and dot grid: the expensive part to rasterise (large gradients), and
 * the same for every picture of a palette and size, so it is drawn once and reused.
 */
function backgroundSvg(p: Palette, w: number, h: number): string {
  const rnd = randomFrom(`${p.from}${p.to}${w}x${h}`);
  const gx = Math.round(w * (0.55 + rnd() * 0.35));
  const gy = Math.round(h * (0.1 + rnd() * 0.3));
  const rings = Array.from({ length: 4 }, (_, i) => `<circle cx="${gx}" cy="${gy}" r="${180 + i * 110}" fill="none" stroke="#fff" stroke-opacity="${0.09 - i * 0.018}" stroke-width="2"/>`).join('');
  return svgDoc(w, h, `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
<radialGradient id="g1"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>
<radialGradient id="g2"><stop offset="0" stop-color="${p.accent2}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.accent2}" stop-opacity="0"/></radialGradient>
<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="#fff" fill-opacity="0.16"/></pattern>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<circle cx="${gx}" cy="${gy}" r="${Math.round(w * 0.42)}" fill="url(#g1)"/>
<circle cx="${Math.round(w * 0.08)}" cy="${Math.round(h * 0.95)}" r="${Math.round(w * 0.35)}" fill="url(#g2)"/>
${rings}
<rect x="${Math.round(w * 0.04)}" y="${Math.round(h * 0.06)}" width="${Math.round(w * 0.22)}" height="${Math.round(h * 0.2)}" fill="url(#dots)"/>`);
}

const svgDoc = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/** A picture in two layers: a shared background and the content drawn over it. */
export type Artwork = { width: number; height: number; background: string; foreground: string };

/** A browser window with a sidebar, KPI cards and charts: the generic "web platform" look. */
function browserMock(x: number, y: number, w: number, h: number, p: Palette, rnd: () => number, motif: Motif): string {
  const bar = 44;
  const side = Math.round(w * 0.2);
  const innerX = x + side + 24;
  const innerW = w - side - 48;
  const kpiW = (innerW - 32) / 3;
  const kpis = [0, 1, 2]
    .map((i) => {
      const kx = innerX + i * (kpiW + 16);
      const val = 40 + Math.round(rnd() * 50);
      return `<rect x="${kx}" y="${y + bar + 24}" width="${kpiW}" height="86" rx="12" fill="#f3f5fa"/>
<rect x="${kx + 16}" y="${y + bar + 44}" width="${kpiW * 0.45}" height="10" rx="5" fill="#c5cad8"/>
<rect x="${kx + 16}" y="${y + bar + 66}" width="${kpiW * (val / 100)}" height="22" rx="6" fill="${i === 0 ? p.to : i === 1 ? p.accent : p.accent2}"/>`;
    })
    .join('');
  const chartY = y + bar + 130;
  const chartH = h - bar - 154;
  let content = '';
  if (motif === 'map') {
    // Route map: streets grid and a highlighted route with stops.
    const streets = Array.from({ length: 7 }, (_, i) => {
      const sx = innerX + (innerW / 6) * i;
      const sy = chartY + (chartH / 6) * i;
      return `<line x1="${sx}" y1="${chartY}" x2="${sx + 30}" y2="${chartY + chartH}" stroke="#dfe3ec" stroke-width="6"/><line x1="${innerX}" y1="${sy}" x2="${innerX + innerW}" y2="${sy - 20}" stroke="#dfe3ec" stroke-width="6"/>`;
    }).join('');
    const pts = Array.from({ length: 5 }, (_, i) => [innerX + 30 + (innerW - 60) * (i / 4), chartY + 30 + rnd() * (chartH - 60)] as const);
    const route = pts.map(([px, py], i) => `${i === 0 ? 'M' : 'L'}${px.toFixed(0)},${py.toFixed(0)}`).join(' ');
    const stops = pts.map(([px, py]) => `<circle cx="${px.toFixed(0)}" cy="${py.toFixed(0)}" r="11" fill="#fff" stroke="${p.to}" stroke-width="6"/>`).join('');
    content = `<rect x="${innerX}" y="${chartY}" width="${innerW}" height="${chartH}" rx="12" fill="#eef1f6"/><g clip-path="url(#mapclip)">${streets}</g><path d="${route}" fill="none" stroke="${p.accent}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>${stops}`;
    content = `<clipPath id="mapclip"><rect x="${innerX}" y="${chartY}" width="${innerW}" height="${chartH}" rx="12"/></clipPath>${content}`;
  } else if (motif === 'commerce') {
    const cardW = (innerW - 32) / 3;
    content = [0, 1, 2]
      .map((i) => {
        const cx = innerX + i * (cardW + 16);
        return `<rect x="${cx}" y="${chartY}" width="${cardW}" height="${chartH}" rx="12" fill="#f3f5fa"/>
<rect x="${cx + 12}" y="${chartY + 12}" width="${cardW - 24}" height="${chartH * 0.55}" rx="8" fill="${[p.accent, p.accent2, p.to][i]}" fill-opacity="0.85"/>
<circle cx="${cx + cardW / 2}" cy="${chartY + 12 + chartH * 0.275}" r="${Math.min(cardW, chartH) * 0.14}" fill="#fff" fill-opacity="0.7"/>
<rect x="${cx + 12}" y="${chartY + chartH * 0.55 + 28}" width="${cardW * 0.7}" height="10" rx="5" fill="#b9bfce"/>
<rect x="${cx + 12}" y="${chartY + chartH * 0.55 + 48}" width="${cardW * 0.4}" height="14" rx="6" fill="${p.from}"/>`;
      })
      .join('');
  } else {
    // Bars and a trend line: dashboards and analytics.
    const bars = 9;
    const bw = (innerW * 0.62) / bars;
    const barsSvg = Array.from({ length: bars }, (_, i) => {
      const bh = chartH * (0.25 + rnd() * 0.65);
      return `<rect x="${innerX + 16 + i * bw}" y="${chartY + chartH - 12 - bh}" width="${bw * 0.62}" height="${bh}" rx="5" fill="${i % 3 === 2 ? p.accent : p.to}" fill-opacity="${i % 3 === 2 ? 1 : 0.85}"/>`;
    }).join('');
    const pieX = innerX + innerW * 0.83;
    const pieY = chartY + chartH / 2;
    const r = Math.min(innerW * 0.13, chartH * 0.36);
    const c = 2 * Math.PI * r;
    const share = 0.35 + rnd() * 0.4;
    content = `<rect x="${innerX}" y="${chartY}" width="${innerW}" height="${chartH}" rx="12" fill="#f3f5fa"/>${barsSvg}
<circle cx="${pieX}" cy="${pieY}" r="${r}" fill="none" stroke="#dfe3ec" stroke-width="${r * 0.42}"/>
<circle cx="${pieX}" cy="${pieY}" r="${r}" fill="none" stroke="${p.accent}" stroke-width="${r * 0.42}" stroke-dasharray="${(c * share).toFixed(1)} ${c.toFixed(1)}" transform="rotate(-90 ${pieX} ${pieY})"/>`;
  }
  const menu = Array.from({ length: 6 }, (_, i) => `<rect x="${x + 22}" y="${y + bar + 70 + i * 38}" width="${side - 44 - (i % 2) * 24}" height="12" rx="6" fill="#fff" fill-opacity="${i === 1 ? 0.95 : 0.45}"/>`).join('');
  return `<rect x="${x + 14}" y="${y + 22}" width="${w}" height="${h}" rx="20" fill="#000" fill-opacity="0.25"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="20" fill="#ffffff"/>
<path d="M${x} ${y + bar} V${y + 20} a20 20 0 0 1 20 -20 H${x + w - 20} a20 20 0 0 1 20 20 V${y + bar} Z" fill="#e9ecf3"/>
<circle cx="${x + 26}" cy="${y + 22}" r="7" fill="#ff5f57"/><circle cx="${x + 48}" cy="${y + 22}" r="7" fill="#febc2e"/><circle cx="${x + 70}" cy="${y + 22}" r="7" fill="#28c840"/>
<rect x="${x + w * 0.3}" y="${y + 12}" width="${w * 0.4}" height="20" rx="10" fill="#fff"/>
<path d="M${x} ${y + bar} H${x + side} V${y + h} H${x + 20} a20 20 0 0 1 -20 -20 Z" fill="${p.from}"/>
<circle cx="${x + 36}" cy="${y + bar + 32}" r="12" fill="${p.accent}"/>${menu}
${kpis}${content}`;
}

/** A phone with an app screen: header, a highlight card and a list. */
function phoneMock(x: number, y: number, w: number, p: Palette, rnd: () => number, variant = 0): string {
  const h = Math.round(w * 2.05);
  const pad = 12;
  const sx = x + pad;
  const sy = y + pad;
  const sw = w - pad * 2;
  const sh = h - pad * 2;
  const rows = Array.from({ length: 4 }, (_, i) => {
    const ry = sy + sh * 0.5 + i * (sh * 0.115);
    return `<rect x="${sx + 14}" y="${ry}" width="${sw - 28}" height="${sh * 0.095}" rx="12" fill="#f3f5fa"/>
<circle cx="${sx + 14 + sh * 0.0475}" cy="${ry + sh * 0.0475}" r="${sh * 0.028}" fill="${i % 2 ? p.accent2 : p.accent}"/>
<rect x="${sx + 28 + sh * 0.08}" y="${ry + sh * 0.03}" width="${(sw - 60) * (0.35 + rnd() * 0.3)}" height="9" rx="4.5" fill="#b9bfce"/>
<rect x="${sx + 28 + sh * 0.08}" y="${ry + sh * 0.055}" width="${(sw - 60) * 0.25}" height="7" rx="3.5" fill="#d8dce6"/>`;
  }).join('');
  const heroFill = variant % 2 === 0 ? p.to : p.from;
  return `<rect x="${x + 12}" y="${y + 20}" width="${w}" height="${h}" rx="${w * 0.16}" fill="#000" fill-opacity="0.28"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.16}" fill="#0c0d12"/>
<rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="${w * 0.13}" fill="#ffffff"/>
<rect x="${x + w * 0.36}" y="${sy + 10}" width="${w * 0.28}" height="16" rx="8" fill="#0c0d12"/>
<rect x="${sx + 14}" y="${sy + sh * 0.09}" width="${sw * 0.45}" height="14" rx="7" fill="${p.from}"/>
<rect x="${sx + 14}" y="${sy + sh * 0.16}" width="${sw - 28}" height="${sh * 0.28}" rx="16" fill="${heroFill}"/>
<circle cx="${sx + sw - 50}" cy="${sy + sh * 0.23}" r="${sh * 0.07}" fill="${p.accent}" fill-opacity="0.9"/>
<rect x="${sx + 30}" y="${sy + sh * 0.33}" width="${sw * 0.42}" height="18" rx="9" fill="#fff" fill-opacity="0.9"/>
<rect x="${sx + 30}" y="${sy + sh * 0.38}" width="${sw * 0.28}" height="10" rx="5" fill="#fff" fill-opacity="0.55"/>
${rows}`;
}

function chips(items: string[], x: number, y: number, p: Palette, size = 24): string {
  let cx = x;
  return items
    .map((item) => {
      const w = Math.round(item.length * size * 0.58 + size * 1.6);
      const chip = `<rect x="${cx}" y="${y}" width="${w}" height="${size * 1.9}" rx="${size * 0.95}" fill="#fff" fill-opacity="0.12" stroke="${p.accent}" stroke-opacity="0.7" stroke-width="2"/>
<text x="${cx + w / 2}" y="${y + size * 1.27}" font-size="${size}" text-anchor="middle" fill="#fff" font-family="${FONT}" font-weight="600">${escapeXml(item)}</text>`;
      cx += w + 14;
      return chip;
    })
    .join('');
}

function deviceFor(motif: Motif, x: number, y: number, w: number, h: number, p: Palette, rnd: () => number): string {
  if (motif === 'mobile') {
    const pw = Math.round(Math.min(w * 0.4, h / 2.2));
    return phoneMock(x + w * 0.08, y + h * 0.04, pw, p, rnd, 0) + phoneMock(x + w * 0.08 + pw * 1.15, y + h * 0.04 + pw * 0.25, pw, p, rnd, 1);
  }
  const withPhone = motif === 'commerce' || motif === 'analytics';
  const mock = browserMock(x, y, w, h * 0.82, p, rnd, motif);
  if (!withPhone) return mock;
  const pw = Math.round(w * 0.24);
  return mock + phoneMock(x + w - pw * 0.7, y + h * 0.28, pw, p, rnd, 1);
}

export type CoverSpec = {
  seed: string;
  /** The client's name: a proper name, the same in every language. */
  client: string;
  /** Technologies, shown as chips (names, the same in every language). */
  tags: string[];
  palette: Palette;
  motif: Motif;
};

/**
 * 1600x1000 case cover: the client's name and technologies on the left, a device mock on the right. No words
 * in a language, so the picture serves the case in Portuguese, English and Spanish (decision 031).
 */
export function caseCover(spec: CoverSpec): Artwork {
  const W = 1600;
  const H = 1000;
  const rnd = randomFrom(spec.seed);
  const p = spec.palette;
  const title = fitTitle(spec.client, 700, 84, 3);
  const titleY = 420;
  const afterTitle = titleY + (title.lines.length - 1) * title.size * 1.12;
  return {
    width: W,
    height: H,
    background: backgroundSvg(p, W, H),
    foreground: svgDoc(W, H, `
<rect x="100" y="${titleY - title.size - 56}" width="64" height="8" rx="4" fill="${p.accent}"/>
${textLines(title.lines, 100, titleY, title.size, `fill="#fff" font-family="${FONT}" font-weight="800"`)}
${chips(spec.tags.slice(0, 3), 100, afterTitle + 70, p)}
${deviceFor(spec.motif, 860, 190, 660, 640, p, rnd)}`),
  };
}

/** The gallery's screens, each described in Portuguese, English and Spanish (its alt text in each language). */
export const GALLERY_SCREENS: { motif: Motif; alt: { pt: string; en: string; es: string } }[] = [
  { motif: 'dashboard', alt: { pt: 'painel de gestão com indicadores e gráficos', en: 'management dashboard with indicators and charts', es: 'panel de gestión con indicadores y gráficos' } },
  { motif: 'mobile', alt: { pt: 'telas do aplicativo em dois smartphones', en: 'app screens on two smartphones', es: 'pantallas de la aplicación en dos teléfonos' } },
  { motif: 'analytics', alt: { pt: 'relatório de indicadores em tempo real no computador e no celular', en: 'real-time indicator report on a computer and a phone', es: 'informe de indicadores en tiempo real en la computadora y el celular' } },
  { motif: 'map', alt: { pt: 'mapa de operação com rotas e pontos de parada', en: 'operations map with routes and stops', es: 'mapa de operación con rutas y paradas' } },
  { motif: 'commerce', alt: { pt: 'catálogo com cartões de produtos e jornada do usuário', en: 'catalog with product cards and the user journey', es: 'catálogo con tarjetas de productos y el recorrido del usuario' } },
  { motif: 'dashboard', alt: { pt: 'tela de relatórios com gráficos de barras e metas', en: 'reports screen with bar charts and targets', es: 'pantalla de informes con gráficos de barras y metas' } },
];

/** 1600x1000 gallery picture: a large device mock and the client's name (no words in a language). */
export function caseGallery(spec: { seed: string; client: string; palette: Palette; motif: Motif }): Artwork {
  const W = 1600;
  const H = 1000;
  const rnd = randomFrom(spec.seed);
  const p = spec.palette;
  const device =
    spec.motif === 'mobile'
      ? deviceFor('mobile', 560, 120, 900, 800, p, rnd)
      : deviceFor(spec.motif, 520, 150, 980, 820, p, rnd);
  return {
    width: W,
    height: H,
    background: backgroundSvg(p, W, H),
    foreground: svgDoc(W, H, `
<rect x="100" y="${H - 160}" width="56" height="8" rx="4" fill="${p.accent}"/>
<text x="100" y="${H - 110}" font-size="28" fill="#fff" fill-opacity="0.75" font-family="${FONT}" font-weight="700">${escapeXml(spec.client)}</text>
${device}`),
  };
}

/** 400x400 client logo: initials on a coloured tile with a simple geometric mark. */
export function logoSvg(spec: { seed: string; name: string; palette: Palette }): string {
  const p = spec.palette;
  const rnd = randomFrom(spec.seed);
  const words = spec.name.split(/\s+/).filter((w) => /^[A-ZÀ-Ý0-9]/.test(w));
  const initials = (words.length >= 2 ? `${words[0]![0]}${words[1]![0]}` : spec.name.slice(0, 2)).toUpperCase();
  const shape = Math.floor(rnd() * 3);
  const mark =
    shape === 0
      ? `<circle cx="200" cy="160" r="92" fill="none" stroke="${p.accent}" stroke-width="18"/><circle cx="262" cy="98" r="22" fill="${p.accent2}"/>`
      : shape === 1
        ? `<path d="M200 60 L287 110 L287 210 L200 260 L113 210 L113 110 Z" fill="none" stroke="${p.accent}" stroke-width="18" stroke-linejoin="round"/>`
        : `<rect x="110" y="72" width="180" height="180" rx="40" fill="none" stroke="${p.accent}" stroke-width="18" transform="rotate(45 200 162)"/>`;
  const name = fitTitle(spec.name, 340, 34, 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><linearGradient id="l" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#l)"/>
${mark}
<text x="200" y="186" font-size="78" text-anchor="middle" fill="#fff" font-family="${FONT}" font-weight="800">${escapeXml(initials)}</text>
${textLines(name.lines, 200, name.lines.length > 1 ? 318 : 336, name.size, `text-anchor="middle" fill="#fff" font-family="${FONT}" font-weight="700"`, 1.2)}
</svg>`;
}

/** Decorations that hint at a post's category. */
function categoryMotif(category: string, p: Palette, rnd: () => number): string {
  const x = 1010;
  const y = 170;
  switch (category) {
    case 'desenvolvimento':
    case 'tecnologia': {
      // An editor window with coloured code lines.
      const lines = Array.from({ length: 11 }, (_, i) => {
        const indent = [0, 1, 2, 2, 1, 2, 3, 3, 2, 1, 0][i]! * 28;
        const parts = 1 + Math.floor(rnd() * 3);
        let lx = x + 60 + indent;
        let out = `<text x="${x + 24}" y="${y + 104 + i * 40}" font-size="18" fill="#6b7391" font-family="'DejaVu Sans Mono', monospace">${i + 1}</text>`;
        for (let k = 0; k < parts; k++) {
          const w = Math.min(40 + rnd() * 110, x + 440 - lx);
          if (w < 20) break;
          out += `<rect x="${lx}" y="${y + 90 + i * 40}" width="${w.toFixed(0)}" height="14" rx="7" fill="${[p.accent, p.accent2, '#c8cde0'][k]}"/>`;
          lx += w + 12;
        }
        return out;
      }).join('');
      return `<rect x="${x + 14}" y="${y + 22}" width="470" height="560" rx="20" fill="#000" fill-opacity="0.3"/>
<rect x="${x}" y="${y}" width="470" height="560" rx="20" fill="#141726"/>
<circle cx="${x + 26}" cy="${y + 28}" r="7" fill="#ff5f57"/><circle cx="${x + 48}" cy="${y + 28}" r="7" fill="#febc2e"/><circle cx="${x + 70}" cy="${y + 28}" r="7" fill="#28c840"/>
<text x="${x + 235}" y="${y + 34}" font-size="18" text-anchor="middle" fill="#8088a8" font-family="'DejaVu Sans Mono', monospace">${category === 'tecnologia' ? 'service.ts' : 'deploy.yml'}</text>
${lines}`;
    }
    case 'design': {
      const swatches = [p.from, p.to, p.accent, p.accent2, '#ffffff']
        .map((c, i) => `<rect x="${x + 30 + i * 86}" y="${y + 430}" width="70" height="70" rx="16" fill="${c}" stroke="#fff" stroke-opacity="0.4" stroke-width="2"/>`)
        .join('');
      return `<rect x="${x}" y="${y}" width="470" height="560" rx="24" fill="#fff" fill-opacity="0.08" stroke="#fff" stroke-opacity="0.25" stroke-width="2"/>
<path d="M${x + 50} ${y + 330} C ${x + 150} ${y + 60}, ${x + 320} ${y + 420}, ${x + 420} ${y + 110}" fill="none" stroke="${p.accent}" stroke-width="10" stroke-linecap="round"/>
<line x1="${x + 50}" y1="${y + 330}" x2="${x + 150}" y2="${y + 60}" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/>
<line x1="${x + 420}" y1="${y + 110}" x2="${x + 320}" y2="${y + 420}" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/>
<rect x="${x + 40}" y="${y + 320}" width="20" height="20" fill="#fff"/><rect x="${x + 410}" y="${y + 100}" width="20" height="20" fill="#fff"/>
<circle cx="${x + 150}" cy="${y + 60}" r="10" fill="${p.accent2}"/><circle cx="${x + 320}" cy="${y + 420}" r="10" fill="${p.accent2}"/>
${swatches}`;
    }
    case 'marketing': {
      // A funnel and a rising line.
      const steps = [420, 330, 240, 150]
        .map((w, i) => `<rect x="${x + 235 - w / 2}" y="${y + 40 + i * 92}" width="${w}" height="72" rx="14" fill="${[p.accent, p.accent2, '#ffffff', p.accent][i]}" fill-opacity="${1 - i * 0.12}"/>`)
        .join('');
      const pts = Array.from({ length: 7 }, (_, i) => `${x + 20 + i * 72},${(y + 540 - i * 14 - rnd() * 40).toFixed(0)}`).join(' ');
      return `${steps}<polyline points="${pts}" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>`;
    }
    default: {
      // negocios: growth bars and a target.
      const bars = Array.from({ length: 6 }, (_, i) => {
        const bh = 120 + i * 60 + rnd() * 40;
        return `<rect x="${x + 20 + i * 74}" y="${y + 560 - bh}" width="52" height="${bh.toFixed(0)}" rx="10" fill="${i === 5 ? p.accent : '#ffffff'}" fill-opacity="${i === 5 ? 1 : 0.25 + i * 0.1}"/>`;
      }).join('');
      return `${bars}<circle cx="${x + 110}" cy="${y + 110}" r="90" fill="none" stroke="${p.accent2}" stroke-width="14"/><circle cx="${x + 110}" cy="${y + 110}" r="48" fill="none" stroke="${p.accent2}" stroke-width="14"/><circle cx="${x + 110}" cy="${y + 110}" r="14" fill="${p.accent}"/>`;
    }
  }
}

/**
 * A post's cover: the category's motif centred on the palette's gradient, with no words but the brand's, so
 * the same picture serves the post in Portuguese, English and Spanish (decision 031); the title is the page's.
 */
export function postCover(spec: { seed: string; category: string; palette: Palette }): Artwork {
  const W = 1600;
  const H = 900;
  const rnd = randomFrom(spec.seed);
  const p = spec.palette;
  return {
    width: W,
    height: H,
    background: backgroundSvg(p, W, H),
    foreground: svgDoc(W, H, `
<g transform="translate(-445 0)">${categoryMotif(spec.category, p, rnd)}</g>
<text x="100" y="${H - 60}" font-size="22" fill="#fff" fill-opacity="0.55" font-family="${FONT}" letter-spacing="3">ÓRBITA SOFTWARE</text>`),
  };
}

type RawImage = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/**
 * Rasterises artwork into what an editor would have uploaded (JPEG for pictures, PNG for
 * logos). Drawing the background is most of the cost of a picture, and the same for every
 * picture of a palette and size: the last one is kept (a few megabytes), so pictures sent
 * grouped by background draw each background once.
 */
export function createArtRenderer() {
  let last: { svg: string; raw: Promise<RawImage> } | undefined;
  const backgroundOf = (svg: string) => {
    if (last?.svg !== svg) {
      last = { svg, raw: loadSharp().then((sharp) => sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true })) as Promise<RawImage> };
    }
    return last.raw;
  };
  return {
    async render(art: Artwork | string, format: 'jpeg' | 'png'): Promise<Buffer> {
      const sharp = await loadSharp();
      let image: Sharp;
      if (typeof art === 'string') {
        image = sharp(Buffer.from(art));
      } else {
        const bg = await backgroundOf(art.background);
        image = sharp(bg.data, { raw: bg.info }).composite([{ input: Buffer.from(art.foreground) }]);
      }
      return format === 'png' ? image.png({ compressionLevel: 6 }).toBuffer() : image.jpeg({ quality: 86 }).toBuffer();
    },
  };
}
