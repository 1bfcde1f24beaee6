// examples.mjs: fixed inputs always run (and always written to the fixtures): the examples of
// RFC 2396 / RFC 3986 and java.net.URI's javadoc, and hand-picked edge cases.

export const RFC2396_BASE = 'http://a/b/c/d;p?q';

// RFC 2396 appendix C / RFC 3986 section 5.4 references (normal and abnormal).
export const REFERENCES = [
  'g:h', 'g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s', 'g?y#s', ';x', 'g;x', 'g;x?y#s', '.', './',
  '..', '../', '../g', '../..', '../../', '../../g', '../../../g', '../../../../g', '/./g', '/../g', 'g.', '.g',
  'g..', '..g', './../g', './g/.', 'g/./h', 'g/../h', 'g;x=1/./y', 'g;x=1/../y', 'g?y/./x', 'g?y/../x',
  'g#s/./x', 'g#s/../x', 'http:g', 'http:/g', '', 'http://a/b/c/g;x?y#s',
];

// RFC 3986 section 5.4: what the references above resolve to (the RFC's answers, not the JDK's), as
// targets for relativize.
export const RFC3986_TARGETS = [
  'g:h', 'http://a/b/c/g', 'http://a/b/c/g/', 'http://a/g', 'http://g', 'http://a/b/c/d;p?y', 'http://a/b/c/g?y',
  'http://a/b/c/d;p?q#s', 'http://a/b/c/g#s', 'http://a/b/c/g?y#s', 'http://a/b/c/;x', 'http://a/b/c/g;x',
  'http://a/b/c/g;x?y#s', 'http://a/b/c/d;p?q', 'http://a/b/c/', 'http://a/b/', 'http://a/b/g', 'http://a/',
  'http://a/b/c/g.', 'http://a/b/c/.g', 'http://a/b/c/g..', 'http://a/b/c/..g', 'http://a/b/c/g/h', 'http://a/b/c/h',
  'http://a/b/c/g;x=1/y', 'http://a/b/c/y', 'http://a/b/c/g?y/./x', 'http://a/b/c/g?y/../x', 'http://a/b/c/g#s/./x',
  'http://a/b/c/g#s/../x', 'http:g',
];

export const RFC_EXAMPLES = [
  RFC2396_BASE,
  ...REFERENCES,
  'ftp://ftp.is.co.za/rfc/rfc1808.txt',
  'http://www.ietf.org/rfc/rfc2396.txt',
  'ldap://[2001:db8::7]/c=GB?objectClass?one',
  'mailto:John.Doe@example.com',
  'mailto:mduerst@ifi.unizh.ch',
  'mailto:java-net@www.example.com',
  'news:comp.infosystems.www.servers.unix',
  'news:comp.lang.java',
  'tel:+1-816-555-1212',
  'telnet://192.0.2.16:80/',
  'urn:oasis:names:specification:docbook:dtd:xml:4.1.2',
  'urn:isbn:096139210x',
  'urn:example:animal:ferret:nose',
  'foo://example.com:8042/over/there?name=ferret#nose',
  'file:///~/calendar',
  'http://java.sun.com/j2se/1.3/',
  'docs/guide/collections/designfaq.html#28',
  '../../../demo/jfc/SwingSet2/src/SwingSet2.java',
  'http://www.w3.org/Addressing/',
  'ftp://ds.internic.net/rfc/',
  'http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING',
  'http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html',
  'http://[1080:0:0:0:8:800:200C:417A]/index.html',
  'http://[3ffe:2a00:100:7031::1]',
  'http://[1080::8:800:200C:417A]/foo',
  'http://[::192.9.5.5]/ipng',
  'http://[::FFFF:129.144.52.38]:80/index.html',
  'http://[2010:836B:4179::836B:4179]',
  'HTTP://www.EXAMPLE.com/',
  'http://example.com/%7Esmith/home.html',
  'http://example.com/%7esmith/home.html',
  'http://example.com:/',
  'http://example.com:80/',
  'http://user:pass@host:8080/p/a/t/h?query=1#frag',
  'file:/tmp/x',
  'file:///C:/x/y',
  'jar:file:/a.jar!/b/c',
  'mailto:a@b?subject=hi',
  'http://www.example.com/a%20b?c%20d#e%20f',
];

export const EDGE_CASES = [
  '', '#', '?', '//', '///', ':', 'a:', ':a', '//@', '//:', 'http://', 'http:', 'http:/', 'http:///x',
  '/', '.', '..', '%', '%%', '[', ']', '@', '//[', '//[]', '?#', '#?', '##', 'a:#', 'a:?', 'a://', 'a://@:',
  '//@:/', 's://h:/', 's://h:', 's://:80', 's://@h', 's://u@', '1:x', 'a b', ' ', 'http://a b', 'a:b:c',
  'http://[::1]:80', 'http://[::1]x', 'http://[', 'http://]', 'http://1.2.3.4:', 'http://h:99999999999',
  'http://%41', 'http://a%', 'http://a%4', 'mailto:', 'mailto:#', 'a:/#', 'a:/?', '/?#', 'x/y:z', 'x:/y:z',
  '\u00e9', 'a:\u00e9', 'http://h/\u00e9?\u00e9#\u00e9', 'http://h/\ud800', 'http://h/\udc00', 'http://h/\ud83d\ude00',
];

// Pairs for compare: RFC 3986 section 6 equivalences and java.net.URI's documented rules.
export const FIXED_PAIRS = [
  ['http://example.com/%7Esmith/home.html', 'http://example.com/%7esmith/home.html'],
  ['http://example.com/%7Esmith/home.html', 'http://example.com/~smith/home.html'],
  ['HTTP://www.EXAMPLE.com/', 'http://www.example.com/'],
  ['http://example.com', 'http://example.com/'],
  ['http://example.com:/', 'http://example.com/'],
  ['http://example.com:80/', 'http://example.com/'],
  ['http://a/b/c/d;p?q', 'http://a/b/c/d;p?q'],
  ['http://a/b/c/d;p?q', 'http://a/b/c/d;p?Q'],
  ['http://a/b/c/d;p?q', 'http://A/b/c/d;p?q'],
  ['http://a/b/c/d;p?q', 'http://a/b/c/D;p?q'],
  ['mailto:John.Doe@example.com', 'MAILTO:John.Doe@example.com'],
  ['mailto:John.Doe@example.com', 'mailto:john.doe@example.com'],
  ['urn:isbn:096139210x', 'URN:ISBN:096139210X'],
  ['news:comp.lang.java', 'news:/comp.lang.java'],
  ['file:///~/calendar', 'file:/~/calendar'],
  ['http://u@h/', 'http://U@h/'],
  ['http://h/#f', 'http://h/#F'],
  ['http://h/#f', 'http://h/'],
  ['http://h/?', 'http://h/'],
  ['http://h/%2f', 'http://h/%2F'],
  ['http://h/%2f', 'http://h//'],
  ['#a', '#b'],
  ['', '#'],
  ['a', 'b:a'],
];
