/*
 * @softhouse/contracts/server: what the API process and the web app's server loaders share and the
 * browser never needs: the public-site port (React Router's load context) and the Markdown renderer.
 */
export * from './public-site.js';
export * from './markdown.js';
