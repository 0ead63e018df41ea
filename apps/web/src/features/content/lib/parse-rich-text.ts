/** A block of the Markdown-ish policy text. */
export type RichTextBlock =
  | { type: 'heading'; level: 2 | 3; text: string }
  | { type: 'paragraph'; lines: string[] }
  | { type: 'list'; items: string[] };

const bulletPattern = /^\s*[-*•]\s+/;

/**
 * Parses the plain text of a content page: blank lines separate blocks, a line starting with `## `
 * (or `# `) is a heading, `### ` a sub-heading, lines starting with `- ` a list. Everything else is
 * text, rendered as text — never as HTML.
 */
export function parseRichText(source: string): RichTextBlock[] {
  const blocks: RichTextBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];

  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', lines: paragraph });
    if (list.length > 0) blocks.push({ type: 'list', items: list });
    paragraph = [];
    list = [];
  };

  for (const rawLine of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    if (line === '') {
      flush();
      continue;
    }
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ type: 'heading', level: heading[1] === '###' ? 3 : 2, text: (heading[2] ?? '').trim() });
      continue;
    }
    if (bulletPattern.test(line)) {
      if (paragraph.length > 0) {
        blocks.push({ type: 'paragraph', lines: paragraph });
        paragraph = [];
      }
      list.push(line.replace(bulletPattern, ''));
      continue;
    }
    if (list.length > 0) {
      blocks.push({ type: 'list', items: list });
      list = [];
    }
    paragraph.push(line);
  }
  flush();
  return blocks;
}

/** Replaces `{{name}}` placeholders (e.g. `{{brandName}}`) with values; unknown ones stay as written. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (match, name: string) => values[name] ?? match);
}
