import { lazy } from 'react';

/** The Markdown editor as its own chunk, loaded when an editor dialog first shows it: only the post and case editors pay for it. */
export const LazyMarkdownEditor = /* @__PURE__ */ lazy(() => import('./markdown-editor').then((module) => ({ default: module.MarkdownEditor })));
