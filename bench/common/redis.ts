/**
 * Redis for the chat bench, over a plain socket (RESP): a PING that exits clearly when Redis is unreachable,
 * and a tap that subscribes to the servers' sync channel and counts what goes through it.
 */
import net from 'node:net';

export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

function address(url: string) {
  const u = new URL(url);
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(u.hostname))
    throw new Error(`the bench only talks to a Redis on this machine, not ${u.hostname}`);
  return {
    host: u.hostname.replace(/^\[|\]$/g, ''),
    port: Number(u.port || 6379),
    password: u.password ? decodeURIComponent(u.password) : undefined,
  };
}

const command = (...args: string[]) =>
  `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`;

function connect(url: string, timeoutMs = 3000): Promise<net.Socket> {
  const { host, port, password } = address(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer from ${host}:${port} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.once('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    socket.once('connect', () => {
      clearTimeout(timer);
      if (password) socket.write(command('AUTH', password));
      resolve(socket);
    });
  });
}

/** PING; on failure prints what to do and exits with 1. */
export async function checkRedis(commandName: string, url = REDIS_URL): Promise<void> {
  try {
    const socket = await connect(url);
    const answer = await new Promise<string>((resolve, reject) => {
      let got = '';
      const timer = setTimeout(() => reject(new Error('no answer to PING')), 3000);
      socket.on('data', (d) => {
        got += d.toString();
        if (got.includes('PONG') || got.includes('-')) {
          clearTimeout(timer);
          resolve(got);
        }
      });
      socket.write(command('PING'));
    });
    socket.destroy();
    if (!answer.includes('PONG')) throw new Error(answer.trim());
  } catch (error) {
    console.error(
      `\n${commandName}: Redis is not reachable at ${url.replace(/\/\/:?[^@/]*@/, '//***@')} (${(error as Error).message}).\n` +
        'Start Redis (redis-server --bind 127.0.0.1 --port 6379), or point REDIS_URL at one on this machine.\n',
    );
    process.exit(1);
  }
}

/** Subscribes to `channel` and counts the messages published to it and their payload bytes. */
export async function tapChannel(channel: string, url = REDIS_URL) {
  const socket = await connect(url);
  let buffer = Buffer.alloc(0);
  const stats = { messages: 0, bytes: 0 };
  // Pushes are *3\r\n$7\r\nmessage\r\n$<n>\r\n<channel>\r\n$<m>\r\n<payload>\r\n; the subscribe confirmation is skipped.
  const parse = () => {
    for (;;) {
      const marker = buffer.indexOf('*3\r\n$7\r\nmessage\r\n');
      if (marker < 0) return;
      let at = marker + '*3\r\n$7\r\nmessage\r\n'.length;
      const bulk = (): Buffer | undefined => {
        const end = buffer.indexOf('\r\n', at);
        if (end < 0) return undefined;
        const len = Number(buffer.subarray(at + 1, end).toString());
        if (buffer.length < end + 2 + len + 2) return undefined;
        const out = buffer.subarray(end + 2, end + 2 + len);
        at = end + 2 + len + 2;
        return out;
      };
      const ch = bulk();
      if (!ch) return;
      const payload = bulk();
      if (!payload) return;
      stats.messages++;
      stats.bytes += payload.length;
      buffer = buffer.subarray(at);
    }
  };
  socket.on('data', (d) => {
    buffer = Buffer.concat([buffer, d]);
    parse();
  });
  socket.on('error', () => undefined);
  socket.write(command('SUBSCRIBE', channel));
  return {
    take() {
      const out = { ...stats };
      stats.messages = 0;
      stats.bytes = 0;
      return out;
    },
    close: () => socket.destroy(),
  };
}
