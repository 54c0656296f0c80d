import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { htmlToText as reduceHtml } from './html-text.ts';
import { POSTING_TEXT_MAX } from './job-board-clients.ts';
import { companyOf, nearTo } from './job-boards.service.ts';

const htmlToText = (html: string) => reduceHtml(html, POSTING_TEXT_MAX);

describe('a board posting read as text (docs/decisions.md S97)', () => {
  it("reads Greenhouse's escaped HTML, lists and entities as text, dropping scripts and styles", () => {
    const escaped =
      '&lt;h2&gt;About&lt;/h2&gt;&lt;p&gt;Care &amp;amp; comfort&lt;/p&gt;&lt;ul&gt;&lt;li&gt;BLS&lt;/li&gt;&lt;li&gt;ACLS&lt;/li&gt;&lt;/ul&gt;&lt;script&gt;alert(1)&lt;/script&gt;';
    expect(htmlToText(escaped)).toBe('About\nCare & comfort\n• BLS\n• ACLS');
    expect(
      htmlToText('<style>p{}</style><p>Pay:&nbsp;$30&#8211;$40 an hour</p><img src=x onerror=alert(1)>'),
    ).toBe('Pay: $30–$40 an hour');
  });

  it('drops control characters and caps the text', () => {
    expect(htmlToText('<p>a\u0000b&#0;c</p>')).toBe('a b c');
    expect(htmlToText(`<p>${'word '.repeat(10_000)}</p>`)).toHaveLength(POSTING_TEXT_MAX);
  });
});

describe('a posting near the user (docs/product.md §4 Job boards)', () => {
  const chicago = { city: 'Chicago', state: 'IL', country: 'USA' };
  it('is remote, in their city, or in their state by name or its two capitals', () => {
    expect(nearTo(chicago, { location: 'Remote - US', isRemote: true })).toBe(true);
    expect(nearTo(chicago, { location: 'Chicago, Illinois', isRemote: false })).toBe(true);
    expect(nearTo(chicago, { location: 'Springfield, IL', isRemote: false })).toBe(true);
    expect(nearTo(chicago, { location: 'Austin, TX', isRemote: false })).toBe(false);
    // "il" inside a word is not Illinois
    expect(nearTo(chicago, { location: 'Brazil', isRemote: false })).toBe(false);
    expect(nearTo(null, { location: 'Chicago, IL', isRemote: false })).toBe(false);
  });

  it('names the company after its board', () => {
    expect(companyOf('acme-health')).toBe('Acme Health');
    expect(companyOf('brightline')).toBe('Brightline');
  });
});

describe('JOB_BOARDS', () => {
  it('lists boards as kind:name and names what is not one', () => {
    expect(
      loadConfig({ JOB_BOARDS: 'greenhouse:airbnb, lever:leverdemo,greenhouse:airbnb' }).JOB_BOARDS,
    ).toEqual(['greenhouse:airbnb', 'lever:leverdemo']);
    expect(() => loadConfig({ JOB_BOARDS: 'greenhouse:airbnb,indeed:acme' })).toThrow(
      /JOB_BOARDS lists boards as kind:name \(greenhouse, lever or ashby\), comma-separated; not indeed:acme/,
    );
    expect(loadConfig({}).JOB_BOARDS).toEqual([]);
  });
});
