import { Fragment, useMemo } from 'react';
import { parseRichText } from '../lib/parse-rich-text';
import './rich-text.css';

/** Renders Markdown-ish plain text as headings, paragraphs and lists — as text, never as HTML. */
export function RichText({ source }: { source: string }) {
  const blocks = useMemo(() => parseRichText(source), [source]);
  return (
    <div className="rich-text">
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        if (block.type === 'heading') {
          return block.level === 2 ? <h2 key={key}>{block.text}</h2> : <h3 key={key}>{block.text}</h3>;
        }
        if (block.type === 'list') {
          return (
            <ul key={key}>
              {block.items.map((item, itemIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static text, order never changes
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={key}>
            {block.lines.map((line, lineIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static text, order never changes
              <Fragment key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                {line}
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
