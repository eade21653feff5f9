// The server's entry point (`node apps/api/dist/main.js`, `npm start`). V8's memory settings come
// first: ES modules are all loaded before any of them runs, and loading the server's grows the
// young generation, so the rest of the server is imported only once they are set.
import './heap-tuning.js';

await import('./server.js');
