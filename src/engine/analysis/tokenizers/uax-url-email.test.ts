import { describe, expect, it } from 'vitest';
import { TLDS } from './uax-tlds';
import { tldGroups, uaxUrlEmailTokenizer } from './uax-url-email';

const uax = uaxUrlEmailTokenizer();
const terms = (text: string, t = uax) => t(text).map((x) => x.term);
const typed = (text: string, t = uax) => t(text).map((x) => [x.term, x.type, x.startOffset, x.endOffset]);

/** Cases of Lucene 7.x's TestUAX29URLEmailTokenizer (named after its test methods). */
describe('uax_url_email: Lucene TestUAX29URLEmailTokenizer', () => {
  it('testMailtoSchemeEmails (LUCENE-3880)', () => {
    expect(typed('mailto:test@example.org')).toEqual([['mailto', '<ALPHANUM>', 0, 6], ['test@example.org', '<EMAIL>', 7, 23]]);
    const text = 'mailto:personA@example.com,personB@example.com?cc=personC@example.com'
      + '&subject=Subjectivity&body=Corpusivity%20or%20something%20like%20that';
    expect(uax(text).map((t) => [t.term, t.type])).toEqual([
      ['mailto', '<ALPHANUM>'], ['personA@example.com', '<EMAIL>'], [',personB@example.com', '<EMAIL>'], ['?cc=personC@example.com', '<EMAIL>'],
      ['subject', '<ALPHANUM>'], ['Subjectivity', '<ALPHANUM>'], ['body', '<ALPHANUM>'], ['Corpusivity', '<ALPHANUM>'],
      ['20or', '<ALPHANUM>'], ['20something', '<ALPHANUM>'], ['20like', '<ALPHANUM>'], ['20that', '<ALPHANUM>'],
    ]);
  });

  it('testExampleURLs: example.<tld> is one <URL> for every TLD of the list', () => {
    expect(TLDS.size).toBeGreaterThan(1500);
    for (const tld of TLDS) expect(typed(`example.${tld}`)).toEqual([[`example.${tld}`, '<URL>', 0, 8 + tld.length]]);
  });

  it('LUCENE-8278 TLD groups: 1 when another TLD extends one by a character, 2 when that one is extended too', () => {
    expect(tldGroups(['c', 'co', 'com', 'net', 'ne'])).toEqual(new Map([['c', 2], ['co', 1], ['ne', 1]]));
    // The definition, pair by pair, over the whole list.
    const list = [...TLDS];
    const extendsByOne = (t: string) => list.some((u) => u.length === t.length + 1 && u.startsWith(t));
    const expected = new Map<string, number>();
    for (const t of list) if (extendsByOne(t)) expected.set(t, list.some((u) => u.length === t.length + 1 && u.startsWith(t) && extendsByOne(u)) ? 2 : 1);
    expect(tldGroups(TLDS)).toEqual(expected);
    expect(expected.size).toBeGreaterThan(0);
  });

  it('testLongEMAILatomText (LUCENE-5440): a long run of local-part characters still gives tokens', () => {
    const atoms = "!#$%&'*+,-./0123456789=?ABCDEFGHIJKLMNOPQRSTUVWXYZ^_`abcdefghijklmnopqrstuvwxyz{|}~";
    let text = '';
    for (let i = 0; i < 20_000; i++) text += atoms[(i * 7919) % atoms.length];
    const tokens = uax(text);
    expect(tokens.length).toBeGreaterThan(0);
    for (const t of tokens) expect(text.slice(t.startOffset, t.endOffset)).toBe(t.term);
    expect(terms('a."b c"@x.com a"b"@x.com "q"."r"@ex.org')).toEqual(['a."b c"@x.com', 'a', '"b"@x.com', '"q"."r"@ex.org']);
  });

  it('testOffsets, testTypes, testHugeDoc, testEmpty', () => {
    expect(typed('David has 5000 bones')).toEqual([
      ['David', '<ALPHANUM>', 0, 5], ['has', '<ALPHANUM>', 6, 9], ['5000', '<NUM>', 10, 14], ['bones', '<ALPHANUM>', 15, 20],
    ]);
    expect(terms(`${' '.repeat(4094)}testing 1234`)).toEqual(['testing', '1234']);
    for (const empty of ['', '.', ' ']) expect(terms(empty)).toEqual([]);
  });

  it('the standard analyzer cases (…SA) and testMid give the standard tokenizer\'s tokens', () => {
    expect(terms('B2B 2B some-dashed-phrase dogs,chase,cats ac/dc')).toEqual(['B2B', '2B', 'some', 'dashed', 'phrase', 'dogs', 'chase', 'cats', 'ac', 'dc']);
    expect(terms("O'Reilly you're O'Reilly's 21.35 R2D2 C3PO 216.239.63.104")).toEqual(["O'Reilly", "you're", "O'Reilly's", '21.35', 'R2D2', 'C3PO', '216.239.63.104']);
    expect(terms('foo      bar .  FOO <> BAR "QUOTED" word')).toEqual(['foo', 'bar', 'FOO', 'BAR', 'QUOTED', 'word']);
    for (const [text, want] of [['A:B', ['A:B']], ['A::B', ['A', 'B']], ['1..2', ['1', '2']], ['A.:B', ['A', 'B']], ['A:B_A::B', ['A:B_A', 'B']], ['1,2_1,,2', ['1,2_1', '2']]] as const) {
      expect(terms(text)).toEqual(want);
    }
  });

  it('testChinese, testSupplementary, testJapanese, testKorean', () => {
    expect(terms('我是中国人。 １２３４ Ｔｅｓｔｓ ')).toEqual(['我', '是', '中', '国', '人', '１２３４', 'Ｔｅｓｔｓ']);
    expect(typed('𩬅艱').map((t) => t[1])).toEqual(['<IDEOGRAPHIC>', '<IDEOGRAPHIC>']);
    expect(typed('仮名遣い カタカナ 훈민정음').map((t) => t[1])).toEqual(['<IDEOGRAPHIC>', '<IDEOGRAPHIC>', '<IDEOGRAPHIC>', '<HIRAGANA>', '<KATAKANA>', '<HANGUL>']);
  });
});

/** Cases derived from the grammar of UAX29URLEmailTokenizerImpl.jflex (7.x), rule by rule. */
describe('uax_url_email: the URL and e-mail rules', () => {
  it('URLs with a scheme: login, loose host (no TLD needed), port, path, query, fragment', () => {
    expect(typed('see http://user:pw@localhost:8080/a/b;c?q=1&r=%20#frag, now')).toEqual([
      ['see', '<ALPHANUM>', 0, 3], ['http://user:pw@localhost:8080/a/b;c?q=1&r=%20#frag,', '<URL>', 4, 55], ['now', '<ALPHANUM>', 56, 59],
    ]);
    expect(terms('HTTPS://WWW.EXAMPLE.COM/ http://x.org. http://a..b http://[::1]:80/p')).toEqual(['HTTPS://WWW.EXAMPLE.COM/', 'http://x.org', 'http://a', 'b', 'http://[::1]:80/p']);
    expect(terms('ftp://ftp.example.com/pub/file.txt;type=i file:///etc/hosts')).toEqual(['ftp://ftp.example.com/pub/file.txt;type=i', 'file:///etc/hosts']);
    // ftp:// needs a path; "http://" alone is a word
    expect(typed('ftp://example.com http://')).toEqual([['ftp', '<ALPHANUM>', 0, 3], ['example.com', '<URL>', 6, 17], ['http', '<ALPHANUM>', 18, 22]]);
  });

  it('URLs without a scheme: a strict host (known TLD or IP) with port, path, query or fragment', () => {
    expect(terms('example.co.uk/path) 192.168.0.1:9200 www.elastic.co/guide?x#y')).toEqual(['example.co.uk/path', '192.168.0.1:9200', 'www.elastic.co/guide?x#y']);
    // no known TLD: the standard grammar's word
    expect(typed('a.b.c.d/x e.g.')).toEqual([['a.b.c.d', '<ALPHANUM>', 0, 7], ['x', '<ALPHANUM>', 8, 9], ['e.g', '<ALPHANUM>', 10, 13]]);
  });

  it('a host alone is a URL unless a word character or - follows (LUCENE-5391)', () => {
    expect(typed('www.example.com, example.com.')).toEqual([['www.example.com', '<URL>', 0, 15], ['example.com', '<URL>', 17, 28]]);
    expect(typed('example.comx example.com2 example.com-x')).toEqual([
      ['example.comx', '<ALPHANUM>', 0, 12], ['example.com2', '<ALPHANUM>', 13, 25], ['example.com', '<ALPHANUM>', 26, 37], ['x', '<ALPHANUM>', 38, 39],
    ]);
    expect(typed('example.com')).toEqual([['example.com', '<URL>', 0, 11]]);
  });

  it('e-mails: atoms (with the grammar\'s +-/ range), quoted local parts, a strict domain or a domain literal', () => {
    expect(typed('jane.doe+tag@example.co.uk, "john doe"@example.org user@[192.168.0.1]')).toEqual([
      ['jane.doe+tag@example.co.uk', '<EMAIL>', 0, 26], ['"john doe"@example.org', '<EMAIL>', 28, 50], ['user@[192.168.0.1]', '<EMAIL>', 51, 69],
    ]);
    // no known TLD after the @: words
    expect(terms('foo@bar x@y.z.w')).toEqual(['foo', 'bar', 'x', 'y.z.w']);
  });

  it('max_token_length: the scanner sees that many chars, the longest match within them wins', () => {
    const five = uaxUrlEmailTokenizer(5);
    expect(terms('abcdefghij http://abc.de x', five)).toEqual(['abcde', 'fghij', 'http', 'abc.d', 'e', 'x']);
    // the window of "john.smith" is "john.", whose longest word is "john"
    expect(typed('john.smith@global.com', five)).toEqual([
      ['john', '<ALPHANUM>', 0, 4], ['smith', '<ALPHANUM>', 5, 10], ['globa', '<ALPHANUM>', 11, 16], ['l.com', '<URL>', 16, 21],
    ]);
    const long = `http://${'a'.repeat(300)}.com x`;
    expect(typed(long).map((t) => [t[1], t[2], t[3]])).toEqual([['<URL>', 0, 255], ['<URL>', 255, 311], ['<ALPHANUM>', 312, 313]]);
  });

  it('offsets are UTF-16 and tokens are what lies between them', () => {
    const text = '😀 mail me: a@b.com — https://x.org/ü 中';
    for (const t of uax(text)) expect(text.slice(t.startOffset, t.endOffset)).toBe(t.term);
    expect(terms(text)).toEqual(['😀', 'mail', 'me', 'a@b.com', 'https://x.org/', 'ü', '中']);
  });
});
