/** True for a unique-constraint violation (SQLSTATE 23505) from either driver, optionally on one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (e.code === '23505') return !constraint || e.constraint === constraint || (e.message ?? '').includes(constraint);
    current = e.cause;
  }
  return false;
}
