import { Readable } from 'node:stream';
import { LEAD_STAGE_LABELS, leadService } from '@softhouse/contracts';
import type { contactMessages } from '../../db/schema.js';

/** A lead as exported: every column but the search index's and the last activity's, with its owner's name. */
export type ExportedLead = Omit<typeof contactMessages.$inferSelect, 'searchText' | 'lastActivityAt'> & { ownerName: string | null };

export const EXPORT_COLUMNS = [
  'Nome', 'E-mail', 'Telefone', 'Empresa', 'Assunto', 'Mensagem', 'Origem', 'Lido', 'Recebido em',
  // Where the lead came from and what it consented to (issue 15).
  'Serviço', 'Idioma', 'Página de entrada', 'Referência', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid',
  'Aceita marketing', 'Versão do aviso', 'Consentimento em',
  // The pipeline.
  'Etapa', 'Motivo da perda', 'Responsável', 'Próximo contato',
] as const;

// The regular expressions below are module constants: a literal inside a function is a new object
// on every call, which for 100,000 leads of nine cells was about a tenth of what an export allocated.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab or carriage return first) gets a
 * leading apostrophe, so a lead named `=HYPERLINK(...)` stays text (OWASP CSV injection).
 */
export const neutralizeFormula = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

const cells = (row: ExportedLead): string[] =>
  [
    row.name, row.email, row.phone ?? '', row.company ?? '', row.subject ?? '', row.message, row.source ?? '', row.isRead ? 'Sim' : 'Não', dateTime.format(row.createdAt),
    leadService(row.source), row.language ?? '', row.landingPage ?? '', row.referrer ?? '', row.utmSource ?? '', row.utmMedium ?? '', row.utmCampaign ?? '',
    row.utmTerm ?? '', row.utmContent ?? '', row.gclid ?? '', row.fbclid ?? '',
    row.marketingConsent ? 'Sim' : 'Não', row.consentVersion ?? '', row.consentAt ? dateTime.format(row.consentAt) : '',
    LEAD_STAGE_LABELS[row.stage], row.lostReason ?? '', row.ownerName ?? '', row.nextContactAt ? row.nextContactAt.split('-').reverse().join('/') : '',
  ].map(neutralizeFormula);

const CSV_QUOTED = /[",;\n\r]/;
const QUOTES = /"/g;
const csvCell = (value: string) => (CSV_QUOTED.test(value) ? `"${value.replace(QUOTES, '""')}"` : value);

/** Rows are sent in chunks of about this many characters: one write per row would cost more than the row. */
const CSV_CHUNK = 64 * 1024;

/** CSV with a BOM so Excel opens the accents right, streamed as the rows arrive. */
export function contactsCsv(rows: AsyncIterable<ExportedLead>): Readable {
  return Readable.from((async function* () {
    let chunk = `\uFEFF${EXPORT_COLUMNS.join(',')}\r\n`;
    for await (const row of rows) {
      chunk += `${cells(row).map(csvCell).join(',')}\r\n`;
      if (chunk.length >= CSV_CHUNK) {
        yield chunk;
        chunk = '';
      }
    }
    yield chunk;
  })());
}

const COLUMN_WIDTHS = [28, 32, 18, 24, 28, 60, 14, 8, 18, 12, 8, 40, 32, 16, 14, 20, 16, 16, 20, 20, 10, 14, 18, 16, 28, 24, 14];

/** Characters XML 1.0 cannot carry at all (controls other than tab and newlines, lone surrogates, U+FFFE/F). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const XML_SPECIAL = /[&<>]/g;
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const xmlText = (value: string) => value.replace(XML_INVALID, '').replace(XML_SPECIAL, (char) => XML_ESCAPES[char]!);

/** A, B, …, Z, AA, AB…: the spreadsheet's name of the 0-based column. */
const columnName = (index: number): string => (index < 26 ? '' : columnName(Math.floor(index / 26) - 1)) + String.fromCharCode(65 + (index % 26));
const xlsxRow = (cellsOfRow: string[], rowNumber: number, style = '') =>
  `<row r="${rowNumber}">${cellsOfRow.map((value, i) => `<c r="${columnName(i)}${rowNumber}" t="inlineStr"${style}><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`).join('')}</row>`;

const XLSX_PARTS = {
  '[Content_Types].xml': '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>',
  '_rels/.rels': '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/workbook.xml': '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Contatos" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels': '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
  // Two cell formats: 0 the default, 1 bold (the header row).
  'xl/styles.xml': '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>',
};

/**
 * A real .xlsx (one sheet, "Contatos", bold header, inline strings), written as the rows arrive:
 * the sheet's XML is generated in 64 KB chunks from the row iterator and deflated into the zip
 * stream, so memory stays flat and a slow client slows the database reads (backpressure).
 * A general spreadsheet library builds an object per cell, which made 100,000 leads take > 10 s.
 * The zip writer is yazl (one file and a CRC-32; ZIP64 by itself past 4 GB), loaded with the first
 * Excel export, not with the server (decision 018).
 */
export async function contactsXlsx(rows: AsyncIterable<ExportedLead>, onError: (error: unknown) => void): Promise<Readable> {
  const { ZipFile } = await import('yazl');
  const zip = new ZipFile();
  const mtime = new Date();
  for (const [name, content] of Object.entries(XLSX_PARTS)) zip.addBuffer(Buffer.from(content), name, { mtime, compressionLevel: 6 });
  const sheet = Readable.from((async function* () {
    const cols = COLUMN_WIDTHS.map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`).join('');
    let chunk = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData>${xlsxRow([...EXPORT_COLUMNS], 1, ' s="1"')}`;
    let rowNumber = 1;
    for await (const row of rows) {
      chunk += xlsxRow(cells(row), ++rowNumber);
      if (chunk.length >= CSV_CHUNK) {
        yield chunk;
        chunk = '';
      }
    }
    yield `${chunk}</sheetData></worksheet>`;
  })());
  // yazl pipes the sheet without watching it: a failed read (the database went away) ends the download
  // short here, rather than leaving it open or closing it as a valid file with rows missing.
  const output = zip.outputStream as Readable;
  const fail = (error: unknown) => {
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  sheet.on('error', fail);
  zip.on('error', fail);
  zip.addReadStream(sheet, 'xl/worksheets/sheet1.xml', { mtime, compressionLevel: 6 });
  zip.end();
  return output;
}

export const exportFileName = (format: 'csv' | 'excel', now = new Date()) =>
  `contatos_${now.toISOString().slice(0, 10)}.${format === 'csv' ? 'csv' : 'xlsx'}`;
