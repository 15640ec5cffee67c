import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToHtmlStream } from '../../worker/render-stream';

const decoder = new TextDecoder();

function Later({ value }: { value: Promise<string> }) {
  return <p>{use(value)}</p>;
}

function Doc({ value }: { value: Promise<string> }) {
  return (
    <html lang="en-GB">
      <body>
        <h1>Shell héading £</h1>
        <Suspense fallback={<p>Loading your sidekick...</p>}>
          <Later value={value} />
        </Suspense>
      </body>
    </html>
  );
}

async function readAll(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string[]> {
  const chunks: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(decoder.decode(value));
  }
}

describe('renderToHtmlStream', () => {
  it('sends the shell as one chunk before a slow boundary resolves, then the boundary as the next chunk', async () => {
    let resolve!: (v: string) => void;
    const value = new Promise<string>((r) => (resolve = r));
    const errors: unknown[] = [];
    const stream = await renderToHtmlStream(<Doc value={value} />, { onError: (e) => void errors.push(e) });
    const reader = stream.getReader();
    const first = decoder.decode((await reader.read()).value);
    expect(first).toMatch(/^<!DOCTYPE html><html lang="en-GB">/);
    expect(first).toContain('<h1>Shell héading £</h1>');
    expect(first).toContain('Loading your sidekick...');
    expect(first).not.toContain('The body arrived');
    resolve('The body arrived');
    const rest = await readAll(reader);
    expect(rest).toHaveLength(1);
    expect(rest[0]).toContain('The body arrived');
    expect(rest[0]).toMatch(/<\/html>$/);
    expect(errors).toEqual([]);
  });

  it('renders a page with nothing pending as a single chunk', async () => {
    const stream = await renderToHtmlStream(<Doc value={Promise.resolve('Ready at once')} />, { onError: () => {} });
    const chunks = await readAll(stream.getReader());
    expect(chunks.length).toBeLessThanOrEqual(2);
    expect(chunks.join('')).toContain('Ready at once');
  });

  it('holds the first byte until every boundary is ready when asked (crawlers)', async () => {
    const value = new Promise<string>((r) => setTimeout(() => r('Complete for crawlers'), 20));
    const stream = await renderToHtmlStream(<Doc value={value} />, { waitForAll: true, onError: () => {} });
    const page = (await readAll(stream.getReader())).join('');
    expect(page).toContain('Complete for crawlers');
    expect(page).not.toContain('Loading your sidekick...');
  });

  it('carries the nonce on React’s inline scripts', async () => {
    let resolve!: (v: string) => void;
    const value = new Promise<string>((r) => (resolve = r));
    const stream = await renderToHtmlStream(<Doc value={value} />, { nonce: 'abc123', onError: () => {} });
    const reader = stream.getReader();
    await reader.read();
    resolve('done');
    const rest = (await readAll(reader)).join('');
    expect(rest).toMatch(/<script nonce="abc123">/);
  });

  it('rejects when the shell itself fails, so the caller can send its error page', async () => {
    function Broken(): never {
      throw new Error('shell broke');
    }
    const errors: unknown[] = [];
    await expect(renderToHtmlStream(<Broken />, { onError: (e) => void errors.push(e) })).rejects.toThrow('shell broke');
    expect(errors).toHaveLength(1);
  });

  it('stops rendering when the visitor goes away', async () => {
    const errors: unknown[] = [];
    const stream = await renderToHtmlStream(<Doc value={new Promise<string>(() => {})} />, { onError: (e) => void errors.push(e) });
    const reader = stream.getReader();
    await reader.read();
    await reader.cancel(new Error('visitor left'));
    await new Promise((r) => setTimeout(r, 10));
    expect(errors.map(String)).toEqual(['Error: visitor left']);
  });
});
