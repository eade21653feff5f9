import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { contactMessages } from '../../db/schema.js';

type Row = typeof contactMessages.$inferSelect;

export const EXPORT_COLUMNS = ['Nome', 'E-mail', 'Telefone', 'Empresa', 'Assunto', 'Mensagem', 'Origem', 'Lido', 'Recebido em'] as const;

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab or carriage return first) gets a
 * leading apostrophe, so a lead named `=HYPERLINK(...)` stays text (OWASP CSV injection).
 */
export const neutralizeFormula = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

const cells = (row: Row): string[] =>
  [row.name, row.email, row.phone ?? '', row.company ?? '', row.subject ?? '', row.message, row.source ?? '', row.isRead ? 'Sim' : 'Não', dateTime.format(row.createdAt)].map(neutralizeFormula);

const csvCell = (value: string) => (/[",;\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Rows are sent in chunks of about this many characters: one write per row would cost more than the row. */
const CSV_CHUNK = 64 * 1024;

/** CSV with a BOM so Excel opens the accents right, streamed as the rows arrive. */
export function contactsCsv(rows: AsyncIterable<Row>): Readable {
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

/** A real .xlsx written with ExcelJS's streaming writer: rows are committed as they come. */
export function contactsXlsx(rows: AsyncIterable<Row>, onError: (error: unknown) => void): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Contatos');
  sheet.columns = EXPORT_COLUMNS.map((header, i) => ({ header, width: [28, 32, 18, 24, 28, 60, 14, 8, 18][i] }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    try {
      for await (const row of rows) sheet.addRow(cells(row)).commit();
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      onError(error);
      out.destroy(error as Error);
    }
  })();
  return out;
}

export const exportFileName = (format: 'csv' | 'excel', now = new Date()) =>
  `contatos_${now.toISOString().slice(0, 10)}.${format === 'csv' ? 'csv' : 'xlsx'}`;
