/** The success envelope of DESIGN.md: `{ success: true, data, message? }`. */
export const ok = <T>(data: T, message?: string) => ({ success: true as const, data, ...(message ? { message } : {}) });
