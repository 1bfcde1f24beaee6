// IdnOracle: answers questions about java.net.IDN (IDNA2003: nameprep over Unicode 3.2), used as a black box by
// the parity harness (scripts/parity/idn-*.mjs) and by scripts/idn-tables.mjs, which derives src/idn/tables.ts
// from its `dump`. Nothing of the JDK's source or data is used: every fact comes from IDN's answers.
//
// Ops: version; toASCII, toUnicode [s, flags] (flags an int, or null for the one-argument form), each
// {"value": string} or {"error": ERR}; nameprep [label] (what nameprep makes of one label, read from
// IDN.toASCII(label, ALLOW_UNASSIGNED) with its ACE form punycode-decoded: {"value"} or {"error"}; only
// meaningful for a label with a non-ASCII character, no separator and no "xn--" prefix, as the JDK runs nameprep
// on such labels only). ERR is UriOracle.err(). Protocol, output and errors as UriOracle's.
//
// `java -cp BUILD IdnOracle dump` instead writes one line per code point U+0000..U+10FFFF (lone surrogates
// included) that has any answer other than the default, in order: the code point in hex, then space-separated
// tokens (the default is none of them: assigned, its own nameprep, not prohibited, neither RandALCat nor LCat):
//   S        a label separator (. U+3002 U+FF0E U+FF61): never reaches nameprep; for '.', which nameprep may
//            output (U+2488 gives "1."), the bidi tokens are those of the label "\u2488" ("1.")
//   U        unassigned: IDN.toASCII(c, 0) throws "An unassigned code point ..." (checked before anything else)
//   P        prohibited: IDN.toASCII(c, ALLOW_UNASSIGNED) throws "A prohibited code point ..."
//   m<hex.hex...>  nameprep(c) when it is not c: the code points of toASCII(c, ALLOW_UNASSIGNED), its ACE form
//            decoded ("m" alone: mapped to nothing, which toASCII reports as "Empty label ..."). An ASCII c is
//            asked as c + "\u00fc" (an ASCII label skips nameprep), and a c whose nameprep fails the bidi rule
//            alone (U+FB1D gives U+05D9 U+05B4, ending with a mark) as c + "\u05d0"; the anchor is removed.
//   L        LCat: c is its own nameprep and "\u05d0" + c + "\u05d0" (ALLOW_UNASSIGNED) fails the bidi rule
//   R        RandALCat: c is its own nameprep and "\u00fc" + c (ALLOW_UNASSIGNED) fails the bidi rule
//   e<text>  any other answer to the queries above (unexpected; the generator refuses it), JSON-escaped

import java.io.*;
import java.net.IDN;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class IdnOracle extends UriOracle { // for its JSON, error and argument helpers and its loop
    static final Map<String, Op> OPS = new HashMap<>();
    static {
        OPS.put("version", UriOracle::version);
        OPS.put("toASCII", a -> answer(() -> flags(a) == null ? IDN.toASCII(str(a, 0)) : IDN.toASCII(str(a, 0), flags(a))));
        OPS.put("toUnicode", a -> answer(() -> flags(a) == null ? IDN.toUnicode(str(a, 0)) : IDN.toUnicode(str(a, 0), flags(a))));
        OPS.put("nameprep", a -> answer(() -> nameprep(str(a, 0))));
    }

    static final String UNASSIGNED = "java.text.ParseException: An unassigned code point was found in the input ";
    static final String PROHIBITED = "java.text.ParseException: A prohibited code point was found in the input";
    static final String BIDI = "java.text.ParseException: The input does not conform to the rules for BiDi code points.";
    static final String EMPTY = "Empty label is not a legal name";

    interface Text { String get() throws Exception; }

    /** {"value": ...} or {"error": ERR}. */
    static Object answer(Text t) {
        try {
            return obj("value", t.get());
        } catch (Throwable e) {
            return obj("error", err(e));
        }
    }

    /** The second argument: an int, or null (absent) for the one-argument form. */
    static Integer flags(List<Object> a) {
        return a.size() < 2 || a.get(1) == null ? null : num(a, 1);
    }

    /** nameprep of one label, from toASCII(label, ALLOW_UNASSIGNED): an ACE answer decoded, an ASCII one as it is. */
    static String nameprep(String label) {
        String r = IDN.toASCII(label, IDN.ALLOW_UNASSIGNED);
        return r.startsWith("xn--") ? decode(r.substring(4)) : r;
    }

    // ---- punycode decoding (RFC 3492 section 6.2, written from the RFC) ----

    static final int BASE = 36, TMIN = 1, TMAX = 26, SKEW = 38, DAMP = 700, INITIAL_BIAS = 72, INITIAL_N = 128;

    static int adapt(int delta, int points, boolean first) {
        delta = first ? delta / DAMP : delta / 2;
        delta += delta / points;
        int k = 0;
        while (delta > ((BASE - TMIN) * TMAX) / 2) {
            delta /= BASE - TMIN;
            k += BASE;
        }
        return k + (BASE - TMIN + 1) * delta / (delta + SKEW);
    }

    static int digit(char c) {
        if (c >= '0' && c <= '9') return c - '0' + 26;
        if (c >= 'a' && c <= 'z') return c - 'a';
        if (c >= 'A' && c <= 'Z') return c - 'A';
        throw new IllegalArgumentException("bad punycode digit " + c);
    }

    /** The code points of a punycode string (without "xn--") as a String. */
    static String decode(String in) {
        List<Integer> out = new ArrayList<>();
        int b = in.lastIndexOf('-');
        for (int j = 0; j < Math.max(b, 0); j++) out.add((int) in.charAt(j));
        int n = INITIAL_N, bias = INITIAL_BIAS, i = 0;
        for (int pos = b > 0 ? b + 1 : 0; pos < in.length(); ) {
            int old = i, w = 1;
            for (int k = BASE; ; k += BASE) {
                int d = digit(in.charAt(pos++));
                i += d * w;
                int t = k <= bias ? TMIN : k >= bias + TMAX ? TMAX : k - bias;
                if (d < t) break;
                w *= BASE - t;
            }
            bias = adapt(i - old, out.size() + 1, old == 0);
            n += i / (out.size() + 1);
            i %= out.size() + 1;
            out.add(i++, n);
        }
        StringBuilder sb = new StringBuilder();
        for (int cp : out) sb.appendCodePoint(cp);
        return sb.toString();
    }

    // ---- dump ----

    /** What toASCII(s, flags) gives: "=" + value, or the exception's message. */
    static String ask(String s, int flags) {
        try {
            return "=" + IDN.toASCII(s, flags);
        } catch (Exception e) {
            return e.getMessage();
        }
    }

    static boolean failsBidi(String s) {
        return ask(s, IDN.ALLOW_UNASSIGNED).equals(BIDI + s);
    }

    static String hex(String s) {
        StringJoiner j = new StringJoiner(".");
        s.codePoints().forEach(cp -> j.add(Integer.toHexString(cp)));
        return j.toString();
    }

    /** The tokens of one code point (see the header), "" for the default. */
    static String tokens(int c) {
        String s = c >= 0xd800 && c <= 0xdfff ? String.valueOf((char) c) : new String(Character.toChars(c));
        StringBuilder t = new StringBuilder();
        String bidiText = s;
        if (c == '.' || c == 0x3002 || c == 0xff0e || c == 0xff61) {
            t.append(" S");
            if (c != '.') return t.toString();
            bidiText = "\u2488";
        } else {
            boolean ascii = c < 0x80;
            String label = ascii ? s + "\u00fc" : s;
            String strict = ask(label, 0), loose = ask(label, IDN.ALLOW_UNASSIGNED);
            String anchor = ascii ? "\u00fc" : "";
            if (loose.startsWith(BIDI)) { // a mapping to RandAL + NSM: asked again followed by an alef
                label = s + (anchor = "\u05d0");
                loose = ask(label, IDN.ALLOW_UNASSIGNED);
            }
            if (strict.startsWith(UNASSIGNED)) t.append(" U");
            String prep = null;
            if (loose.startsWith(PROHIBITED)) t.append(" P");
            else if (loose.equals(EMPTY)) prep = "";
            else if (loose.startsWith("=")) {
                String v = loose.substring(1);
                prep = v.startsWith("xn--") ? decode(v.substring(4)) : v;
                if (!prep.endsWith(anchor)) return t.append(" e").append(json("anchor lost: " + loose)).toString();
                prep = prep.substring(0, prep.length() - anchor.length());
            } else return t.append(" e").append(json(loose)).toString();
            if (prep != null && !prep.equals(s)) return t.append(" m").append(hex(prep)).toString();
            if (prep == null) return t.toString(); // prohibited: its bidi classes never matter
        }
        boolean l = failsBidi("\u05d0" + bidiText + "\u05d0"), r = failsBidi("\u00fc" + bidiText);
        if (l) t.append(" L");
        if (r) t.append(" R");
        return t.toString();
    }

    static String json(String s) {
        StringBuilder sb = new StringBuilder();
        writeString(sb, s);
        return sb.toString();
    }

    static void dump() throws IOException {
        Writer out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.US_ASCII), 1 << 16);
        for (int c = 0; c <= 0x10ffff; c++) {
            String t = tokens(c);
            if (!t.isEmpty()) out.write(Integer.toHexString(c) + t + "\n");
        }
        out.flush();
    }

    public static void main(String[] argv) throws IOException {
        if (argv.length == 1 && argv[0].equals("dump")) dump();
        else serve(OPS);
    }
}
