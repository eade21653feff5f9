import sprite from './technology-logos.json?monochrome-sprite';
import { TECHNOLOGIES, type TechnologyId } from './technology-logos';

/**
 * Each logo as an image: its simple-icons drawing (technology-logos.json names the file of each), all of them in
 * one SVG drawn in the brand's dark blue by the build (`?monochrome-sprite`, vite-plugins.ts), each shown by its
 * <view> (`#react`). Images, not inline SVG: the eighteen drawings would add about 11 KB (compressed) to each
 * page that lists them, ahead of everything else, while lazy images load only when the list comes near the
 * screen. One file, not eighteen: fetched once for every logo of every page, where eighteen requests shared
 * the first second of a page whose list sits near the top (`/sobre`; decision 051).
 */
export const TECHNOLOGY_IMAGES = Object.fromEntries(TECHNOLOGIES.map(({ id }) => [id, `${sprite}#${id}`])) as Record<TechnologyId, string>;
