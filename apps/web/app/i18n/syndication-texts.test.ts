import { describe, expect, it } from 'vitest';
import { TEXTS } from '../../../api/src/modules/syndication/texts';
import { en } from './en';
import { es } from './es';
import { pt } from './pt';

/*
 * The feeds, llms.txt files and Markdown pages (decision 033) name the blog, its categories and the services
 * with the site's own words. The API keeps its copy of them (it does not load the web app's dictionaries);
 * this test keeps the copy equal to the pages it mirrors, in every language.
 */
describe('the words of the feeds and AI files', () => {
  for (const [language, dictionary] of [['pt', pt], ['en', en], ['es', es]] as const) {
    it(`are the site’s own in ${language}`, () => {
      const texts = TEXTS[language];
      expect([texts.blogTitle, texts.blogDescription]).toEqual([dictionary.blog.meta.title, dictionary.blog.meta.description]);
      expect(texts.categories).toEqual(dictionary.blog.categories);
      expect(texts.services).toEqual({
        software: dictionary.software.meta,
        aplicativo: dictionary.app.meta,
        outsourcing: dictionary.outsourcing.meta,
      });
      expect(texts.about).toEqual(dictionary.about.meta);
      expect(texts.contact).toBe(dictionary.nav.cta);
    });
  }
});
