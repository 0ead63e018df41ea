import { describe, expect, it } from 'vitest';
import { fillPlaceholders, parseRichText } from './parse-rich-text';

describe('parseRichText', () => {
  it('splits paragraphs on blank lines and reads "## " lines as headings', () => {
    expect(parseRichText('Intro line one\nline two\n\n## Your rights\n\nYou may ask.')).toEqual([
      { type: 'paragraph', lines: ['Intro line one', 'line two'] },
      { type: 'heading', level: 2, text: 'Your rights' },
      { type: 'paragraph', lines: ['You may ask.'] },
    ]);
  });

  it('reads "- " lines as a list, even right after a paragraph line', () => {
    expect(parseRichText('We collect:\n- email\n- phone\n\nDone.')).toEqual([
      { type: 'paragraph', lines: ['We collect:'] },
      { type: 'list', items: ['email', 'phone'] },
      { type: 'paragraph', lines: ['Done.'] },
    ]);
  });

  it('keeps markup as plain text', () => {
    expect(parseRichText('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'paragraph', lines: ['<img src=x onerror=alert(1)>'] },
    ]);
  });

  it('handles Windows line endings and ### sub-headings', () => {
    expect(parseRichText('### Small\r\n\r\nText')).toEqual([
      { type: 'heading', level: 3, text: 'Small' },
      { type: 'paragraph', lines: ['Text'] },
    ]);
  });
});

describe('fillPlaceholders', () => {
  it('replaces known placeholders and leaves unknown ones', () => {
    expect(fillPlaceholders('{{brandName}} and {{ other }}', { brandName: 'Lucky' })).toBe(
      'Lucky and {{ other }}',
    );
  });
});
