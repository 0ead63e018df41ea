import { type PageMatch, startupReads } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * The answers of the public reads the opened page starts with (contracts `startupReads`: the
 * lobby's first row, a game's details), asked of this server's own routes so they are exactly what
 * the app would be answered, plus the page's first images (the first card's, the game's art). A read
 * that does not answer 200 is left out: the app then asks for it and shows what it gets.
 */
export async function readStartupAnswers(
  app: FastifyInstance,
  page: PageMatch | null,
): Promise<{ answers: Record<string, unknown>; images: string[] }> {
  const answers: Record<string, unknown> = {};
  const images: string[] = [];
  if (!page) return { answers, images };
  await Promise.all(
    startupReads(page).map(async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      if (response.statusCode !== 200) return;
      const body: unknown = response.json();
      answers[url] = body;
      const image = firstImage(body);
      if (image) images.push(image);
    }),
  );
  return { answers, images };
}

/** The first thumbnail of an answer: a list's first row's, or a game's. */
function firstImage(body: unknown): string | undefined {
  const data = (
    body as { data?: { rows?: Array<{ thumbnailUrl?: unknown }>; game?: { thumbnailUrl?: unknown } } }
  )?.data;
  const url = data?.rows?.[0]?.thumbnailUrl ?? data?.game?.thumbnailUrl;
  return typeof url === 'string' && url !== '' ? url : undefined;
}
