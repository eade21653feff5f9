// The demo's picture factory, run by renderer.ts in a process of its own (decision 019): it rasterises the
// artwork and makes the media pipeline's renditions, and sends them back. libvips' memory goes back to the
// system when the process ends, which the server's would not.
import { loadSharp, processImage } from '../../modules/media/images.js';
import { createArtRenderer } from './art.js';
import type { RenderReply, RenderRequest } from './renderer.js';

// One libvips thread per picture and no operation cache: each picture is drawn once, so a cache only holds
// memory, and each extra thread its own buffers.
const ready = loadSharp().then((sharp) => {
  sharp.concurrency(1);
  sharp.cache(false);
});

const art = createArtRenderer();
const send = (reply: RenderReply) => new Promise<void>((resolve) => process.send!(reply, () => resolve()));

async function handle({ id, art: artwork, format, webpEffort }: RenderRequest): Promise<void> {
  try {
    await ready;
    const image = await processImage(await art.render(artwork, format), { webpEffort });
    await send({ id, image });
  } catch (error) {
    await send({ id, error: error instanceof Error ? error.message : String(error) });
  }
}

/** Pictures drawn at once, the renderer's argument; the others wait their turn. */
const parallel = Math.max(1, Number(process.argv[2]) || 1);
const waiting: RenderRequest[] = [];
let running = 0;
const next = () => {
  while (running < parallel && waiting.length > 0) {
    running++;
    void handle(waiting.shift()!).finally(() => {
      running--;
      next();
    });
  }
};
process.on('message', (request: RenderRequest) => {
  waiting.push(request);
  next();
});
// The server ended it, or ended itself: nothing is left to do for anyone.
process.on('disconnect', () => process.exit(0));
