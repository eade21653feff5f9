export { CaseDetail, type CaseView } from './case-detail';
export { CaseGrid } from './case-grid';
export { CasesIntro } from './cases-intro';
export { toCaseCard, casesLastPage, casesShown, parsePage } from './case-data';
export { caseDescription, casePaths, caseShareImage, caseTitle } from './case-seo';
export type { CaseCardData } from './case-data';
