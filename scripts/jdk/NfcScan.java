// NfcScan: java.net.URI's toASCIIString on templated strings, one answer per line, for
// scripts/nfc-check.mjs. Every code point from U+0080 to U+10FFFF but the surrogates, in each
// template given as an argument ("%s" where the code point goes), in that order:
// the ASCII string, or "E <reason> <index>" for a URISyntaxException, or "X <class>" for another
// exception. With the one argument --undefined, the code points the JDK's Unicode does not assign.
// The JDK is a black box here; nothing of its source is used.
import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;

public class NfcScan {
    public static void main(String[] templates) throws Exception {
        BufferedWriter out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), 1 << 16);
        if (templates.length == 1 && templates[0].equals("--undefined")) {
            // The code points this JDK's Unicode does not assign, in hex, one per line.
            for (int cp = 0x80; cp <= 0x10FFFF; cp++) {
                if (!Character.isDefined(cp)) out.write(Integer.toHexString(cp) + "\n");
            }
            out.flush();
            return;
        }
        for (int cp = 0x80; cp <= 0x10FFFF; cp++) {
            if (cp >= 0xD800 && cp <= 0xDFFF) continue;
            String c = new String(Character.toChars(cp));
            for (String t : templates) {
                String s = t.replace("%s", c);
                String answer;
                try {
                    answer = new URI(s).toASCIIString();
                } catch (URISyntaxException e) {
                    answer = "E " + e.getReason() + " " + e.getIndex();
                } catch (Exception e) {
                    answer = "X " + e.getClass().getName();
                }
                out.write(answer);
                out.write('\n');
            }
        }
        out.flush();
    }
}
