/** The public site's sanitising renderer; imported dynamically so it stays in its own chunk. */
export { renderMarkdown, youtubeId } from '@softhouse/contracts/markdown';
