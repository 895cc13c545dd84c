import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { htmlStripCharFilter } from './html-strip';

const strip = (s: string, escaped?: string[]) => htmlStripCharFilter(escaped).call(null, s).text;

// Vectors from Lucene 7.7's HTMLStripCharFilterTest (input → expected output).
describe('html_strip (Lucene HTMLStripCharFilter)', () => {
  it('strips tags, decodes entities and drops comments', () => {
    expect(strip('<div class="foo">this is some text</div> here is a <a href="#bar">link</a> and another <a href="http://lucene.apache.org/">link</a>. ' +
      'This is an entity: &amp; plus a &lt;.  Here is an &. <!-- is a comment -->'))
      .toBe('\nthis is some text\n here is a link and another link. This is an entity: & plus a <.  Here is an &. ');
    expect(strip('&Gamma;')).toBe('\u0393');
    expect(strip('&nbsp; &lt;foo&gt; &Uuml;bermensch &#61; &Gamma; bar &#x393;')).toBe('\u00a0 <foo> \u00dcbermensch = \u0393 bar \u0393');
    expect(strip('&nbsp; &lt;junk/&gt; &nbsp; &#33; &#64; and &#8217;')).toBe('\u00a0 <junk/> \u00a0 ! @ and \u2019');
    expect(strip(' &QUOT;-&COPY;&GT;>&LT;<&REG;&AMP;')).toBe(' "-\u00a9>><<\u00ae&');
  });

  it('keeps escaped tags and ES 6.8 smoke test', () => {
    expect(strip('<html>test<yyy>foo</yyy></html>', ['xxx', 'yyy'])).toBe('\ntest<yyy>foo</yyy>\n');
    const r = strip('aaa bbb <reserved ccc="ddddd"> eeee </reserved> ffff <reserved ggg="hhhh"/> <other/>', ['reserved']);
    expect(r.indexOf('reserved')).toBe(9);
    expect(r.indexOf('reserved', 15)).toBe(38);
    expect(r.indexOf('reserved', 41)).toBe(54);
    expect(r.includes('other')).toBe(false);
  });

  it('handles malformed HTML as Lucene does', () => {
    const cases: Array<[string, string]> = [
      ['a <a hr<ef=aa<a>> </close</a>', 'a <a hr<ef=aa> </close'],
      ['<a href=http://dmoz.org/cgi-bin/add.cgi?where=/arts/" class=lu style="font-size: 9px" target=dmoz>Submit a Site</a>', 'Submit a Site'],
      ['<link rel="alternate" type="application/rss+xml" title="San Francisco " 2008 RSS Feed" href="http://2008.sf.wordcamp.org/feed/" />', '\n'],
      ['<a href="http://ucblibraries.colorado.edu/how/index.htm"class="pageNavAreaText">', ''],
      ['<href="http://anbportal.com/mms/login.asp">', '\n'],
      ['<a href="', '<a href="'],
      ['<a href=">', ''],
      ['<a href=#Services & Support>', ''],
      ['<a href=  >', ''],
      ['<ahref=http:..', '<ahref=http:..'],
      ['<ahref=http:..>', '\n'],
      ['<ahref="http://aseigo.bddf.ca/cms/1025">A', '\nA'],
      ['<a class="at" name="Lamborghini  href="http://lamborghini.coolbegin.com">Lamborghini /a>', 'Lamborghini /a>'],
      ['<meta name=3DProgId content=3DExcel.Sheet>', '\n'],
      ['<input type="text" value="<search here>">', '<input type="text" value="\n">'],
      ['<input type="text" value="<search here">', '<input type="text" value="\n'],
      ['<input type="text" value="search here>">', '">'],
      ['<input type="text" value="&lt;search here&gt;" onFocus="this.value=\'<search here>\'">', ''],
      ['<![if ! IE]>\n<link href="http://i.deviantart.com/icons/favicon.png" rel="shortcut icon"/>\n<![endif]>', '\n\n\n'],
      ['The <a href=<a href="http://www.advancedmd.com>medical">http://www.advancedmd.com>medical</a> practice software</a>', 'The <a href=medical">http://www.advancedmd.com>medical practice software'],
      ['E-mail: <a href=""mailto:XXXXXX@example.com" ">XXXXXX@example.com </a>', 'E-mail: XXXXXX@example.com '],
    ];
    for (const [input, gold] of cases) expect(strip(input), input).toBe(gold);
  });

  it('comments, scripts, styles, <br>, CDATA, processing instructions', () => {
    expect(strip('<!--- three dashes, still a valid comment ---> ')).toBe(' ');
    expect(strip('<! -- blah > ')).toBe(' ');
    expect(strip('<!-- a b c')).toBe('');
    expect(strip('one<script attr= bare><!-- action(\'<!-- comment -->\', "\\"-->\\""); --></script>two')).toBe('one\ntwo');
    expect(strip('hello<script><!-- f(\'<!--internal--></script>\'); --></script>')).toBe('hello\n');
    expect(strip('one<script no-value-attr>callSomeMethod();</script>two', ['SCRIPT'])).toBe('one<script no-value-attr></script>two');
    expect(strip('one<style type="text/css">\n<!--\n@import url(\'http://www.lasletrasdecanciones.com/css.css\');\n-->\n</style>two')).toBe('one\ntwo');
    expect(strip('one<style type="text/css"> body,font,a { font-family:arial; } </style>two', ['STYLE'])).toBe('one<style type="text/css"></style>two');
    expect(strip('one<BR />two<br>three')).toBe('one\ntwo\nthree');
    expect(strip('one<BR some stuff here too>two</BR>')).toBe('one\ntwo\n');
    expect(strip("one<BR class='whatever'>two</\nBR\n>", ['BR'])).toBe("one<BR class='whatever'>two</\nBR\n>");
    expect(strip('one<sPAn class="invisible">two<sup>2<sup>e</sup></sup>.</SpaN>three')).toBe('onetwo2e.three');
    expect(strip('one<![CDATA[<one><two>three<four></four></two></one>]]>two')).toBe('one<one><two>three<four></four></two></one>two');
    expect(strip('one<![CDATA[two<![CDATA[three]]]]><![CDATA[>four]]>five')).toBe('onetwo<![CDATA[three]]>fourfive');
    expect(strip('<! [CDATA[&]]>')).toBe('');
    expect(strip('<! [CDATA[&]]')).toBe('<! [CDATA[&]]');
    expect(strip('<![CDATA[<br>]]')).toBe('<br>]]');
    expect(strip('<![endif]')).toBe('<![endif]');
    expect(strip('one<?xml:namespace prefix = o ns = "urn:schemas-microsoft-com:office:office" />two')).toBe('onetwo');
    expect(strip('one<𩬅艱鍟䇹愯瀛>two<瀛愯𩬅>three 瀛愯𩬅</瀛愯𩬅>four</𩬅艱鍟䇹愯瀛>five<𠀀𠀀>six<𠀀𠀀/>seven')).toBe('one\ntwo\nthree 瀛愯𩬅\nfour\nfive\nsix\nseven');
  });

  it('UTF-16 surrogates in character references', () => {
    expect(strip(' one two &#xD86C;&#XdC01;three')).toBe(' one two \ud86c\udc01three');
    expect(strip(' &#55404;&#56321;')).toBe(' \ud86c\udc01');
    expect(strip(' &#55404;&#57999;')).toBe(' \ufffd\ue28f');
    expect(strip(' &#Xd921')).toBe(' \ufffd');
    expect(strip(' &#Xd921<br>')).toBe(' &#Xd921\n');
  });

  it('corrects offsets onto the original text (Lucene testOffsets)', () => {
    for (const input of ['hello X how X are you', 'hello <p> X<p> how <p>X are you', 'X &amp; X &#40; X &lt; &gt; X', 'X < &zz >X &# < X > < &l > &g < X']) {
      const r = htmlStripCharFilter()(input);
      let strOff = -1;
      for (let off = 0; off < r.text.length; off++) {
        if (r.text[off] !== 'X') continue;
        strOff = input.indexOf('X', strOff + 1);
        expect(r.correct(off), input).toBe(strOff);
      }
    }
  });

  it('property: corrected offsets stay within the text and never decrease', () => {
    const html = fc.array(fc.constantFrom('<p>', '</p>', '<b>', '</b>', '&amp;', '&#65;', '<!-- c -->', '<br/>', 'ab', ' ', 'x', '<', '&', '>', '<script>s</script>'), { maxLength: 30 }).map((a) => a.join(''));
    fc.assert(fc.property(html, (input) => {
      const r = htmlStripCharFilter()(input);
      let prev = 0;
      for (let off = 0; off <= r.text.length; off++) {
        const c = r.correct(off);
        expect(c).toBeGreaterThanOrEqual(prev);
        expect(c).toBeLessThanOrEqual(input.length);
        prev = c;
      }
    }));
  });
});
