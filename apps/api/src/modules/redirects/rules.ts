import { REDIRECT_MESSAGES, targetPath } from '@softhouse/contracts';

/*
 * The rules every write of a redirect obeys, on a plain map so the service, the import and the slug hook
 * share them: no redirect to itself, no loop, no chain of two hops (decision 039).
 */

/** The table as the rules see it: source path → target. */
export type RedirectMap = ReadonlyMap<string, string>;

/**
 * What is wrong with a redirect `from` → `to` in `table` (which may already hold `from`), or null.
 * A target that is itself a source would make a chain (or, back to `from`, a loop).
 */
export function redirectProblem(table: RedirectMap, from: string, to: string): string | null {
  const path = targetPath(to);
  if (path === null) return null;
  if (path === from) return REDIRECT_MESSAGES.self;
  const next = table.get(path);
  if (next === undefined) return null;
  return targetPath(next) === from ? REDIRECT_MESSAGES.loop(path, from) : REDIRECT_MESSAGES.chain(path, next);
}

/** Crawlers by their user agent, and clients that are scripts rather than people. */
const CRAWLER = /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|curl\/|wget|python|go-http-client|java\/|okhttp|axios|node-fetch|libwww|httpclient|scrapy|headlesschrome|phantomjs|zgrab|masscan|nmap|nikto|sqlmap|semrush|ahrefs|mj12|petalbot|bytespider|gptbot|ccbot|claude|perplexity|censys|expanse|scan/i;
/** Paths that probe for software this site does not run (WordPress, PHP, exposed secrets, admin panels). */
const PROBE =
  /(^|\/)(wp-admin|wp-login|wp-content|wp-includes|wp-json|xmlrpc|wordpress|phpmyadmin|pma|cgi-bin|vendor\/phpunit|\.env|\.git|\.svn|\.hg|\.aws|\.ssh|\.ds_store|\.vscode|\.idea|server-status|actuator|boaform|hnap1|owa|ecp|autodiscover|solr|console|setup|config\.json|telescope|_profiler|debug)(\/|$|\.)|\.(php\d?|phtml|asp|aspx|jsp|cgi|pl|env|ini|sql|bak|old|log|yml|yaml|tar|gz|zip|rar|7z|swp|sh)$/i;

/** True when a 404 is noise: a crawler, a script, or a probe for software the site does not run. */
export function isBotRequest(path: string, userAgent: string | undefined): boolean {
  return !userAgent || CRAWLER.test(userAgent) || PROBE.test(path);
}
