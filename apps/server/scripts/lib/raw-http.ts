import { connect } from 'node:net';

/**
 * A load generator's HTTP/1.1 client for benchmarks: one keep-alive connection, one request at a
 * time, raw request text in, status and body out. Node's http client (and undici's fetch even more)
 * costs several times the CPU per call, and a benchmark's client shares the machine with the server
 * it measures. Only for servers that answer with a Content-Length (Fastify's JSON replies do).
 */
export type Connection = { request(raw: string): Promise<{ status: number; body: string }> };

/** A keep-alive HTTP/1.1 connection that sends one request at a time. */
export function openConnection(port: number): Connection {
  const socket = connect(port, '127.0.0.1');
  socket.setNoDelay(true);
  let buffered = Buffer.alloc(0);
  let waiting: {
    resolve: (answer: { status: number; body: string }) => void;
    reject: (error: Error) => void;
  } | null = null;
  const queue: Array<() => void> = [];
  socket.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    const headerEnd = buffered.indexOf('\r\n\r\n');
    if (headerEnd < 0 || !waiting) return;
    const head = buffered.subarray(0, headerEnd).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? Number.NaN);
    if (Number.isNaN(length)) return waiting.reject(new Error(`response without content-length: ${head}`));
    if (buffered.length < headerEnd + 4 + length) return;
    const body = buffered.subarray(headerEnd + 4, headerEnd + 4 + length).toString();
    buffered = buffered.subarray(headerEnd + 4 + length);
    const done = waiting;
    waiting = null;
    done.resolve({ status: Number(head.slice(9, 12)), body });
    queue.shift()?.();
  });
  socket.on('error', (error) => waiting?.reject(error));
  return {
    request: (raw) =>
      new Promise((resolve, reject) => {
        const send = () => {
          waiting = { resolve, reject };
          socket.write(raw);
        };
        if (waiting) queue.push(send);
        else send();
      }),
  };
}
