/**
 * export-job-rates and signedurls (issue 10): the rates of a filtered list as XLSX or CSV, through a signed link
 * that expires; the rows are the role's own reading of the list.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_LINK_MINUTES } from '../../domain/rates';
import { startHarness, type Harness, type Session } from './harness';
import { advance } from './shiftFixtures';

let h: Harness;
let rates: Session;
let officer: Session;

beforeAll(async () => {
  h = await startHarness({}, { withShifts: true });
  [rates, officer] = await Promise.all(['ratemanager', 'bankofficer'].map((who) => h.signIn(`${who}@bankshift.test`)));
});
afterAll(() => h?.close());

/** Follows a signed link as a browser does: no token. */
const download = (url: string) => fetch(`${h.url}${url}`);

async function sheetOf(response: Response) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await response.arrayBuffer());
  const sheet = book.worksheets[0];
  const rows = sheet.getSheetValues().slice(1) as unknown[][];
  const header = (rows[0] as unknown[]).slice(1);
  return { header, rows: rows.slice(1).map((r) => Object.fromEntries(header.map((h, i) => [h, r[i + 1]]))) };
}

describe('export-job-rates', () => {
  it("exports the uplift list as a spreadsheet through a signed link: the role's rows, with their rates", async () => {
    const query = { rateEscalationStatus: 'approved' };
    const listed = (await rates.call('GET', 'job-rates', { query: 'rateEscalationStatus=approved&$limit=100' })).body;
    expect(listed.total).toBeGreaterThan(0);
    const made = await rates.call('POST', 'export-job-rates', { body: { format: 'xlsx', list: 'uplifts', query } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      url: `/api/v3/signedurls/${made.body.key}`,
      rows: listed.total,
      fileName: expect.stringMatching(/^uplifts-\d{4}-\d\d-\d\d\.xlsx$/),
    });

    const file = await download(made.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${made.body.fileName}"`);
    const { header, rows } = await sheetOf(file);
    expect(header).toEqual(
      expect.arrayContaining([
        'Role title',
        'Band from',
        'Department',
        'Tier',
        'Fulfilment',
        'Fill risk',
        'Threshold factor',
        'Increase Value',
        'Comments',
        'Suggest: tier',
      ]),
    );
    expect(rows.map((r) => r.Shift)).toEqual(listed.data.map((r: any) => r.id));
    // Each row's rate is the shift's rate page's.
    const first = (await rates.call('GET', `job-rates/${rows[0].Shift}`)).body;
    expect(rows[0]).toMatchObject({
      'Rate status': 'Approved',
      'Average hourly rate': first.rate.averageHourlyRate,
      'Pay (one person)': first.rate.pay,
      Tier: first.rate.tier,
    });
  });

  it("exports a bank officer's shift list as CSV, and keeps the uplift list from them", async () => {
    const day = (await officer.call('GET', 'jobs', { query: '$limit=1&$sort[date]=-1' })).body.data[0].date;
    const listed = (await officer.call('GET', 'jobs', { query: `date=${day}&$limit=100` })).body;
    const made = await officer.call('POST', 'export-job-rates', { body: { format: 'csv', query: { date: day } } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const file = await download(made.body.url);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await file.text()).split('\r\n');
    expect(lines[0].split(',').slice(0, 5)).toEqual(['Shift', 'Date', 'Start', 'End', 'Role title']);
    expect(
      lines
        .slice(1)
        .map((l) => Number(l.split(',')[0]))
        .sort((a, b) => a - b),
    ).toEqual(listed.data.map((j: any) => j.id).sort((a: number, b: number) => a - b));

    const refused = await officer.call('POST', 'export-job-rates', { body: { format: 'csv', list: 'uplifts' } });
    expect(refused.status).toBe(403);
  });

  it('refuses what it cannot export, and a link once it has expired', async () => {
    const bad = async (body: unknown) => (await rates.call('POST', 'export-job-rates', { body })).body.message;
    expect(await bad({ format: 'pdf' })).toMatch(/format: must be one of xlsx, csv/);
    expect(await bad({ format: 'csv', list: 'everything' })).toMatch(/list: must be shifts or uplifts/);
    expect(await bad({ format: 'csv', query: { $limit: 5 } })).toMatch(/\$limit is the export's own/);
    expect(
      (await rates.call('POST', 'export-job-rates', { body: { format: 'csv', query: { colour: 'blue' } } })).status,
    ).toBe(400);

    expect((await download('/api/v3/signedurls/not-a-key')).status).toBe(404);
    expect((await download(`/api/v3/signedurls/${'0'.repeat(64)}`)).status).toBe(404);
    const made = (await rates.call('POST', 'export-job-rates', { body: { format: 'csv', list: 'uplifts' } })).body;
    expect((await download(made.url)).status).toBe(200);
    await advance(h, (EXPORT_LINK_MINUTES + 1) * 60_000);
    const expired = await download(made.url);
    expect(expired.status).toBe(410);
    expect((await expired.json()).message).toBe('This download link has expired: export the list again');
  });
});
