import { text } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { contactsXlsx, EXPORT_COLUMNS, type ExportedLead } from './export.js';

const lead = (n: number): ExportedLead => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Lead ${n}`,
  email: `lead${n}@example.com`,
  phone: null,
  company: n % 2 ? 'Empresa <Ímpar> & Cia' : null,
  subject: null,
  message: '=1+1',
  source: 'contato',
  isRead: false,
  createdAt: new Date('2026-11-20T15:00:00Z'),
  language: 'pt',
  landingPage: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  gclid: null,
  fbclid: null,
  marketingConsent: false,
  consentVersion: null,
  consentAt: null,
  stage: 'novo',
  lostReason: null,
  ownerId: null,
  ownerName: null,
  nextContactAt: null,
  anonymizedAt: null,
} as ExportedLead);

async function* leads(count: number, failAfter?: number) {
  for (let n = 1; n <= count; n++) {
    if (n === failAfter) throw new Error('connection lost');
    yield lead(n);
  }
}

describe('the .xlsx export writer', () => {
  it('writes a workbook a spreadsheet opens, with the header and every row (beyond one 64 KB chunk)', async () => {
    const errors: unknown[] = [];
    const stream = await contactsXlsx(leads(2_000), (error) => errors.push(error));
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Contatos')!;
    expect(errors).toEqual([]);
    expect(sheet.rowCount).toBe(2_001);
    expect(sheet.getRow(1).getCell(1).value).toBe(EXPORT_COLUMNS[0]);
    expect(sheet.getRow(2_001).getCell(1).value).toBe('Lead 2000');
    expect(sheet.getRow(2).getCell(4).value).toBe('Empresa <Ímpar> & Cia');
    expect(sheet.getRow(2).getCell(6).value).toBe("'=1+1");
  });

  it('ends the download with an error when the rows stop coming, instead of hanging or closing a valid file', async () => {
    const errors: unknown[] = [];
    const stream = await contactsXlsx(leads(5_000, 3_000), (error) => errors.push(error));
    await expect(text(stream)).rejects.toThrow('connection lost');
    expect(errors).toHaveLength(1);
  });
});
