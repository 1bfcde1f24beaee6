// UnicodeDump: the Unicode answers java.net.URL relies on, for every code point U+0000 to U+10FFFF,
// for scripts/unicode-tables.mjs (which writes src/url/unicode.ts from JDK 25's) and
// scripts/unicode-check.mjs. One line per code point that has any answer other than the default, in
// code point order: the code point in hex, then, space-separated, only the answers that are not the
// default one:
//   L        Character.isLetter(cp)                        (default: false)
//   N        Character.isDigit(cp)                         (default: false)
//   d<n>     Character.digit(cp, 10), when it is not -1
//   W        Character.isWhitespace(cp)                    (default: false)
//   U<hex>   Character.toUpperCase(cp), when it is not cp
//   l<hex>   Character.toLowerCase(cp), when it is not cp
//   r<hex.hex...>  the code points of String.valueOf(Character.toChars(cp)).toLowerCase(Locale.ROOT),
//            when that is not the code point itself
// With the one argument --lower-root it reads instead lines from stdin, each a string as code points in
// hex joined by '.', and writes for each the code points of that string's toLowerCase(Locale.ROOT), in
// the same notation (Java's final-sigma rule looks at a Σ's neighbours). With --words instead, for
// each such string, the indices where BreakIterator.getWordInstance(Locale.ROOT) finds a boundary,
// joined by ','.
// The JDK is a black box here; nothing of its source is used.
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.text.BreakIterator;
import java.util.Locale;

public class UnicodeDump {
    public static void main(String[] args) throws Exception {
        BufferedWriter out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.US_ASCII), 1 << 16);
        if (args.length == 1 && (args[0].equals("--lower-root") || args[0].equals("--words"))) {
            boolean words = args[0].equals("--words");
            BreakIterator wordBreaks = BreakIterator.getWordInstance(Locale.ROOT);
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.US_ASCII), 1 << 16);
            for (String line; (line = in.readLine()) != null; ) {
                String s = fromCodePoints(line);
                out.write((words ? boundaries(wordBreaks, s) : codePoints(s.toLowerCase(Locale.ROOT))) + "\n");
                if (!in.ready()) out.flush();
            }
            out.flush();
            return;
        }
        StringBuilder line = new StringBuilder();
        for (int cp = 0; cp <= 0x10FFFF; cp++) {
            line.setLength(0);
            if (Character.isLetter(cp)) line.append(" L");
            if (Character.isDigit(cp)) line.append(" N");
            int d = Character.digit(cp, 10);
            if (d != -1) line.append(" d").append(d);
            if (Character.isWhitespace(cp)) line.append(" W");
            int u = Character.toUpperCase(cp);
            if (u != cp) line.append(" U").append(Integer.toHexString(u));
            int l = Character.toLowerCase(cp);
            if (l != cp) line.append(" l").append(Integer.toHexString(l));
            String s = String.valueOf(Character.toChars(cp));
            String r = s.toLowerCase(Locale.ROOT);
            if (!r.equals(s)) line.append(" r").append(codePoints(r));
            if (line.length() > 0) out.write(Integer.toHexString(cp) + line + "\n");
        }
        out.flush();
    }

    /** The indices of s where the word iterator finds a boundary, joined by ','. */
    static String boundaries(BreakIterator wordBreaks, String s) {
        wordBreaks.setText(s);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i <= s.length(); i++) if (wordBreaks.isBoundary(i)) b.append(b.length() == 0 ? "" : ",").append(i);
        return b.toString();
    }

    /** The code points of s in hex, joined by '.'. */
    static String codePoints(String s) {
        StringBuilder b = new StringBuilder();
        s.codePoints().forEach(cp -> b.append(b.length() == 0 ? "" : ".").append(Integer.toHexString(cp)));
        return b.toString();
    }

    /** The string of code points given in hex, joined by '.'. */
    static String fromCodePoints(String hex) {
        StringBuilder b = new StringBuilder();
        if (!hex.isEmpty()) for (String h : hex.split("\\.")) b.appendCodePoint(Integer.parseInt(h, 16));
        return b.toString();
    }
}
