import type { TLoadContext } from '@softhouse/contracts/server';

// The API process passes { site, nonce } to createRequestHandler; this makes `context.site` typed in loaders.
declare module 'react-router' {
  interface AppLoadContext {
    site: TLoadContext['site'];
    nonce: TLoadContext['nonce'];
    clientIp: TLoadContext['clientIp'];
  }
}

export {};
