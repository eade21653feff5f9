const escapeLike = (term: string) => term.replace(/[\\%_]/g, '\\$&');

/** A LIKE/ILIKE pattern that matches `term` literally anywhere: %, _ and \ in it lose their meaning. */
export const containsPattern = (term: string) => `%${escapeLike(term)}%`;

/** A LIKE pattern that matches values starting with `term`, taken literally. */
export const prefixPattern = (term: string) => `${escapeLike(term)}%`;
