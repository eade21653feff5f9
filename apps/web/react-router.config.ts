import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // WEB_BUILD_DIR lets parallel builds (several developers or CI jobs on one checkout) keep apart.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
} satisfies Config;
