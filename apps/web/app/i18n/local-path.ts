import { localizePath } from '@softhouse/contracts/constants';
import { useLanguage } from './language-provider';

/** A site path in the page's language: `/contato` on an English page is `/en/contato` (decision 027). */
export function useLocalPath(): (path: string) => string {
  const { language } = useLanguage();
  return (path) => localizePath(path, language);
}
