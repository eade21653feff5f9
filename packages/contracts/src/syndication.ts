/*
 * The blog's feeds, the files for AI assistants and the Markdown addresses (decision 033): their paths,
 * shared by the API that serves them and the pages that announce them. Dependency-free (./constants).
 */
import { localizePath, type TLanguage } from './i18n.js';

/** Posts in a feed: the latest, newest first. */
export const FEED_SIZE = 20;

export const FEED_FORMATS = ['rss', 'atom'] as const;
export type TFeedFormat = (typeof FEED_FORMATS)[number];
export const FEED_MEDIA_TYPES: Record<TFeedFormat, string> = { rss: 'application/rss+xml', atom: 'application/atom+xml' };

/**
 * A language's feed, of every post or of one category: /blog/rss.xml, /en/blog/atom.xml, /es/blog/rss.xml?category=design.
 * The category is a query parameter, as on the blog page it mirrors (/blog?category=design), and the feed stays
 * under /blog/, the folder of the addresses it lists (a sitemap may only list addresses below its own folder).
 */
export const feedPath = (format: TFeedFormat, language: TLanguage, category?: string | null) =>
  `${localizePath(`/blog/${format}.xml`, language)}${category ? `?category=${encodeURIComponent(category)}` : ''}`;

/** The Markdown version of a post's or case's page: its address with `.md` appended (the llms.txt proposal). */
export const markdownPath = (pagePath: string) => `${pagePath.replace(/\/$/, '')}.md`;

/** /llms.txt, /en/llms.txt; /llms-full.txt, /es/llms-full.txt. */
export const llmsPath = (language: TLanguage, full = false) => `${language === 'pt' ? '' : `/${language}`}/llms${full ? '-full' : ''}.txt`;

/**
 * The crawlers that gather text for AI models and assistants, kept out of the whole site by robots.txt when the
 * administrator turns AI access off (SEO › Acesso de assistentes de IA). Search engines' own crawlers are not here:
 * Google-Extended and Applebot-Extended are the tokens that opt out of AI use without leaving search.
 */
export const AI_CRAWLERS = [
  'GPTBot',
  'ChatGPT-User',
  'OAI-SearchBot',
  'ClaudeBot',
  'Claude-User',
  'Claude-SearchBot',
  'anthropic-ai',
  'Google-Extended',
  'Applebot-Extended',
  'PerplexityBot',
  'Perplexity-User',
  'CCBot',
  'Bytespider',
  'Meta-ExternalAgent',
  'cohere-ai',
  'MistralAI-User',
  'DuckAssistBot',
] as const;
