/**
 * The adapter for a language model behind an OpenAI-compatible chat completions endpoint (LLM_URL, the API's base:
 * `${LLM_URL}/chat/completions`; LLM_API_KEY as a bearer token; LLM_MODEL). The one way the server reaches a model:
 * tests run it against a local fake server (tests/api/assistant.test.ts). Every failure is a clear HTTP error for the
 * caller: not configured 503, too slow 504, an error or a malformed answer from the endpoint 502.
 */
import { BadGateway, FeathersError, Unavailable } from '@feathersjs/errors';
import type { ChatMessage } from '../../domain/shiftDescription';

export interface LlmConfig {
  url?: string;
  apiKey?: string;
  model?: string;
  /** How long an answer is waited for. */
  timeoutMs: number;
}

export const NOT_CONFIGURED = 'The shift description assistant is not set up on this server (LLM_URL and LLM_MODEL)';

export const llmConfigured = (config: LlmConfig) => !!config.url && !!config.model;

export class GatewayTimeout extends FeathersError {
  constructor(message: string) {
    super(message, 'GatewayTimeout', 504, 'gateway-timeout', {});
  }
}

/** The model's answer to the messages, as text. */
export async function complete(
  config: LlmConfig,
  messages: ChatMessage[],
  options: { maxTokens?: number } = {},
): Promise<string> {
  if (!llmConfigured(config)) throw new Unavailable(NOT_CONFIGURED);
  let res: Response;
  try {
    res = await fetch(`${config.url!.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: config.model, messages, temperature: 0.3, max_tokens: options.maxTokens ?? 400 }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError')
      throw new GatewayTimeout(`The description assistant did not answer within ${config.timeoutMs / 1000} s`);
    throw new BadGateway(`The description assistant could not be reached: ${(error as Error).message}`);
  }
  const text = await res.text().catch(() => '');
  if (!res.ok) throw new BadGateway(`The description assistant answered ${res.status}${errorMessageOf(text)}`);
  let content: unknown;
  try {
    content = JSON.parse(text)?.choices?.[0]?.message?.content;
  } catch {
    content = undefined;
  }
  if (typeof content !== 'string' || !content.trim()) throw new BadGateway('The description assistant gave no text');
  return content;
}

/** The endpoint's own error message, when it gives one (OpenAI's { error: { message } }). */
function errorMessageOf(text: string): string {
  try {
    const message = JSON.parse(text)?.error?.message;
    return typeof message === 'string' ? `: ${message.slice(0, 200)}` : '';
  } catch {
    return '';
  }
}
