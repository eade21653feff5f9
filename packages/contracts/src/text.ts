import { z } from 'zod';
import { isLinkTarget, LINK_TARGET_MESSAGE } from './rules.js';

/** A link field; `optional` also takes an empty value (no link). */
export const linkTarget = ({ max = 500, optional = false } = {}) =>
  z.string().trim().max(max, `Máximo de ${max} caracteres`).refine((v) => (optional && v === '') || isLinkTarget(v), LINK_TARGET_MESSAGE);
