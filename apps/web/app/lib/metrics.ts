import type { TranslationKey } from '~/i18n';

/** product.md §1/§9 claims. Outsourcing shows them as '+13', software and the rest of the site as '13+'. */
export const METRICS: readonly { value: number; label: TranslationKey }[] = [
  { value: 13, label: 'common.metrics.years' },
  { value: 100, label: 'common.metrics.companies' },
  { value: 200, label: 'common.metrics.projects' },
];

export type MetricStyle = 'prefix' | 'suffix';

export const formatMetric = (value: number, style: MetricStyle) => (style === 'prefix' ? `+${value}` : `${value}+`);
