// The package ships JavaScript only; these are the parts the structured-data check uses (its README).
declare module '@adobe/structured-data-validator' {
  export type ValidationIssue = {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    path?: { type?: string; property?: string; index?: number }[];
    fieldNames?: string[];
    rootType?: string;
  };
  /** Data in the shape @marbec/web-auto-extractor gives: the nodes of each format, by their root type. */
  export type ExtractedData = Partial<Record<'jsonld' | 'microdata' | 'rdfa', Record<string, object[]>>>;
  export default class Validator {
    /** Without the schema.org vocabulary it applies its Google rich-result rules only. */
    constructor(schemaOrgJson?: unknown);
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}
