/**
 * The shift description assistant (issue 14, spec 7.5 ask-to-chat-gpt): its adapter against a local fake of an
 * OpenAI-compatible chat completions endpoint that this test starts, answering, failing, slow or malformed by turn.
 * What leaves the server is the shift's shape alone.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_CONFIGURED } from '../../server/llm/chatCompletions';
import { anonymous, startHarness, type Harness, type Session } from './harness';

type Mode = 'answer' | 'fail' | 'slow' | 'malformed';
let mode: Mode = 'answer';
const received: { headers: http.IncomingHttpHeaders; url?: string; body: any }[] = [];
const SUGGESTION = 'A long day on a busy surgical ward, for a band 5 nurse able to take bloods.';

const fake = http.createServer((req, res) => {
  let text = '';
  req.on('data', (chunk) => (text += chunk));
  req.on('end', () => {
    received.push({ headers: req.headers, url: req.url, body: JSON.parse(text) });
    res.setHeader('content-type', 'application/json');
    if (mode === 'slow') return void setTimeout(() => res.end('{}'), 2_000);
    if (mode === 'fail') return void res.writeHead(500).end(JSON.stringify({ error: { message: 'model overloaded' } }));
    if (mode === 'malformed') return void res.end(JSON.stringify({ choices: [] }));
    res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: `  ${SUGGESTION}\n` } }] }));
  });
});

let h: Harness;
let unset: Harness;
let manager: Session;
let shape: Record<string, unknown>;
const db = () => h.server.database.knex;
const ask = (body: unknown, who = manager) => who.call('POST', 'ask-to-chat-gpt', { body });

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1/`;
  h = await startHarness({ llm: { url, apiKey: 'test-key', model: 'shift-writer', timeoutMs: 500 } });
  unset = await startHarness();
  manager = await h.signIn('shiftmanager@bankshift.test');
  const northfield = (await db()('trusts').where({ name: 'Northfield NHS Trust' }).first('id')).id;
  const skill = async (name: string) => (await db()('skills').where({ name }).first('id')).id as number;
  shape = {
    jobTitleTypeId: (await db()('job_title_types').where({ trustId: northfield }).orderBy('id').first('id')).id,
    band: { from: '5', to: '6' },
    shiftTime: { start: '07:30', end: '19:30' },
    skills: [
      { skillId: await skill('Venepuncture'), requirement: 'mandatory', level: 'solo', learningOpportunity: false },
      {
        skillId: await skill('12-lead ECG recording'),
        requirement: 'recommended',
        level: 'direct-supervision',
        learningOpportunity: true,
      },
    ],
  };
});
afterAll(async () => {
  await unset?.close();
  await h?.close();
  await new Promise((resolve) => fake.close(resolve));
});

describe('the shift description assistant', () => {
  it("answers the model's suggestion, trimmed, having sent the shape alone to the configured model with its key", async () => {
    mode = 'answer';
    received.length = 0;
    const res = await ask(shape);
    expect(res, JSON.stringify(res.body)).toMatchObject({ status: 201, body: { result: SUGGESTION } });
    const [call] = received;
    expect(call.url).toBe('/v1/chat/completions');
    expect(call.headers.authorization).toBe('Bearer test-key');
    expect(call.body.model).toBe('shift-writer');
    const sent = JSON.stringify(call.body.messages);
    expect(sent).toContain('Venepuncture: mandatory, able to work unsupervised');
    expect(sent).toContain(
      '12-lead ECG recording: recommended, with direct supervision, a learning opportunity on this shift',
    );
    expect(sent).toContain('07:30 to 19:30 (day)');
    // Nobody's name or address, nor the trust's.
    const { firstname, lastname, email } = manager.account as unknown as Record<string, string>;
    for (const personal of [firstname, lastname, email, 'Northfield']) expect(sent).not.toContain(personal);
  });

  it('is refused a comment or any field beyond the shape, so that nothing typed by the manager leaves', async () => {
    received.length = 0;
    const res = await ask({ ...shape, comment: 'Ask for Priya Shah, she knows the ward' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^comment: is not part of a shift shape/);
    expect(received).toEqual([]);
  });

  it("names a field that does not fit, and reads another trust's records as none (400)", async () => {
    const southgate = (await db()('trusts').where({ name: 'Southgate NHS Trust' }).first('id')).id;
    const theirs = (await db()('job_title_types').where({ trustId: southgate }).first('id')).id;
    expect((await ask({ ...shape, jobTitleTypeId: theirs })).body.message).toBe(
      'jobTitleTypeId: no such record of job-title-types',
    );
    expect((await ask({ ...shape, band: { from: '5', to: '12' } })).body.message).toMatch(/^band: /);
    expect((await ask({ ...shape, shiftTime: { start: '08:00', end: '08:00' } })).body.message).toMatch(/^shiftTime: /);
    expect(
      (await ask({ ...shape, skills: [{ skillId: 999999, requirement: 'mandatory', level: 'solo' }] })).body.message,
    ).toBe('skills.0.skillId: no such record of skills');
    expect((await ask({ ...shape, jobTitleTypeId: undefined })).body.message).toBe('jobTitleTypeId: is required');
  });

  it('gives 504 when the model is too slow, 502 with its message when it fails, 502 when it answers no text', async () => {
    mode = 'slow';
    expect(await ask(shape)).toMatchObject({
      status: 504,
      body: { message: 'The description assistant did not answer within 0.5 s' },
    });
    mode = 'fail';
    expect(await ask(shape)).toMatchObject({
      status: 502,
      body: { message: 'The description assistant answered 500: model overloaded' },
    });
    mode = 'malformed';
    expect(await ask(shape)).toMatchObject({
      status: 502,
      body: { message: 'The description assistant gave no text' },
    });
  });

  it('answers 503 saying so when no model is set up, and the console settings tell the wizard not to offer it', async () => {
    expect((await anonymous(h, 'GET', 'console-settings')).body.descriptionAssistant).toBe(true);
    const session = await unset.signIn('shiftmanager@bankshift.test');
    expect(await ask(shape, session)).toMatchObject({ status: 503, body: { message: NOT_CONFIGURED } });
    expect((await anonymous(unset, 'GET', 'console-settings')).body.descriptionAssistant).toBe(false);
  });
});
