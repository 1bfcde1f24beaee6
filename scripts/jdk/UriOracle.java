// UriOracle: answers questions about java.net.URI, used as a black box by the parity harness.
//
// Ops: version; parse, create [s]; compare [a, b]; construct3/4/5/7 [the constructor's arguments];
// identities [s]; normalize [s]; resolve, resolveString [base, ref]; relativize [base, target];
// resolvesTo [base, ref, target]; encode, decode [s, charset or null] (URLEncoder, URLDecoder; null: the
// one-argument form, the default charset); equalsTerms [termA, termB] (equals between the results of
// operations, a term being [op, s1, s2?]); withRaw [s, component, text] (the rule of the library's
// withRaw… methods, which the JDK lacks, restated here over the JDK's parser). VIEW is view() below,
// ERR is err().
//
// Protocol: one JSON request per stdin line, {"op": "...", "args": [...]} where args are JSON
// strings, null or integers; exactly one JSON response line per request on stdout. Output is
// pure ASCII: every char < 0x20, '"', '\' and >= 0x7F is written as \\uXXXX, so lone surrogates
// survive the round trip. Any Throwable thrown by an op becomes {"error": ERR}; the oracle never dies.
//
// To add an op: write a static method `Object name(List<Object> a) throws Exception` and register
// it in OPS. Compiled on demand by scripts/parity/jdk.mjs into scripts/jdk/build/.

import java.io.*;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class UriOracle {
    interface Op { Object run(List<Object> args) throws Exception; }

    static final Map<String, Op> OPS = new HashMap<>();
    static {
        OPS.put("version", UriOracle::version);
        OPS.put("parse", UriOracle::parse);
        OPS.put("create", UriOracle::create);
        OPS.put("compare", UriOracle::compare);
        OPS.put("construct3", UriOracle::construct3);
        OPS.put("construct4", UriOracle::construct4);
        OPS.put("construct5", UriOracle::construct5);
        OPS.put("construct7", UriOracle::construct7);
        OPS.put("identities", UriOracle::identities);
        OPS.put("normalize", UriOracle::normalize);
        OPS.put("resolve", UriOracle::resolve);
        OPS.put("resolveString", UriOracle::resolveString);
        OPS.put("relativize", UriOracle::relativize);
        OPS.put("resolvesTo", UriOracle::resolvesTo);
        OPS.put("encode", UriOracle::encode);
        OPS.put("decode", UriOracle::decode);
        OPS.put("equalsTerms", UriOracle::equalsTerms);
        OPS.put("withRaw", UriOracle::withRaw);
    }

    // ---- ops ----

    static Object version(List<Object> a) {
        return obj("version", System.getProperty("java.version"),
                   "runtime", System.getProperty("java.runtime.version"),
                   "vendor", System.getProperty("java.vendor"));
    }

    static Object parse(List<Object> a) throws Exception {
        return obj("uri", view(new URI(str(a, 0)), true));
    }

    static Object create(List<Object> a) {
        return obj("uri", view(URI.create(str(a, 0)), true));
    }

    static Object compare(List<Object> a) throws Exception {
        URI x = new URI(str(a, 0)), y = new URI(str(a, 1));
        return obj("equals", x.equals(y), "equalsReverse", y.equals(x), "keyEquals", x.equals(y),
                   "compareTo", Integer.signum(x.compareTo(y)),
                   "compareToReverse", Integer.signum(y.compareTo(x)),
                   "hashA", x.hashCode(), "hashB", y.hashCode());
    }

    // Component constructors: args as given, null kept; the 7-argument port is a JSON integer.

    static Object construct3(List<Object> a) throws Exception {
        return obj("uri", view(new URI(str(a, 0), str(a, 1), str(a, 2)), true));
    }

    static Object construct4(List<Object> a) throws Exception {
        return obj("uri", view(new URI(str(a, 0), str(a, 1), str(a, 2), str(a, 3)), true));
    }

    static Object construct5(List<Object> a) throws Exception {
        return obj("uri", view(new URI(str(a, 0), str(a, 1), str(a, 2), str(a, 3), str(a, 4)), true));
    }

    static Object construct7(List<Object> a) throws Exception {
        return obj("uri", view(new URI(str(a, 0), str(a, 1), str(a, 2), num(a, 3), str(a, 4), str(a, 5), str(a, 6)), true));
    }

    interface Maker { URI make() throws Exception; }

    /** Whether the rebuilt URI equals u, or {"error": ERR} if rebuilding throws. */
    static Object sameAs(URI u, Maker m) {
        try { return m.make().equals(u); } catch (Throwable t) { return obj("error", err(t)); }
    }

    /** The documented identities: rebuilding u from its string or its components gives u back. */
    static Object identities(List<Object> a) throws Exception {
        URI u = new URI(str(a, 0));
        return obj("string", sameAs(u, () -> new URI(u.toString())),
                   "three", sameAs(u, () -> new URI(u.getScheme(), u.getSchemeSpecificPart(), u.getFragment())),
                   "five", sameAs(u, () -> new URI(u.getScheme(), u.getAuthority(), u.getPath(), u.getQuery(), u.getFragment())),
                   "seven", sameAs(u, () -> new URI(u.getScheme(), u.getUserInfo(), u.getHost(), u.getPort(),
                                                    u.getPath(), u.getQuery(), u.getFragment())));
    }

    // Operations: every URI argument is parsed with new URI(s), in order, before the operation.

    static Object normalize(List<Object> a) throws Exception {
        return obj("uri", view(new URI(str(a, 0)).normalize(), true));
    }

    static Object resolve(List<Object> a) throws Exception {
        URI base = new URI(str(a, 0)), ref = new URI(str(a, 1));
        return obj("uri", view(base.resolve(ref), true));
    }

    /** base.resolve(String): a bad reference is an IllegalArgumentException with the cause. */
    static Object resolveString(List<Object> a) throws Exception {
        URI base = new URI(str(a, 0));
        return obj("uri", view(base.resolve(str(a, 1)), true));
    }

    static Object relativize(List<Object> a) throws Exception {
        URI base = new URI(str(a, 0)), target = new URI(str(a, 1));
        return obj("uri", view(base.relativize(target), true));
    }

    /** [base, ref, target]: does base.resolve(ref) equal target? For checking a relativize result. */
    static Object resolvesTo(List<Object> a) throws Exception {
        URI base = new URI(str(a, 0)), ref = new URI(str(a, 1)), target = new URI(str(a, 2));
        URI r = base.resolve(ref);
        return obj("equals", r.equals(target), "string", r.toString());
    }

    /** A string parsed, or a term's result. */
    static URI uri(Object o) throws Exception {
        return o instanceof String ? new URI((String) o) : term(o);
    }

    /**
     * A term: ["parse", s], ["normalize", x], ["resolve", base, ref] or ["relativize", base, target],
     * each argument but parse's a string or a term, evaluated first to last.
     */
    static URI term(Object o) throws Exception {
        @SuppressWarnings("unchecked")
        List<Object> t = (List<Object>) o;
        String op = str(t, 0);
        switch (op) {
            case "parse": return new URI(str(t, 1));
            case "normalize": return uri(t.get(1)).normalize();
            case "resolve": return uri(t.get(1)).resolve(uri(t.get(2)));
            case "relativize": return uri(t.get(1)).relativize(uri(t.get(2)));
            default: throw new IllegalArgumentException("unknown term " + op);
        }
    }

    /**
     * equals (both ways) and hashCode of two terms' results. "keyEquals" is what the library's
     * equalityKey() must agree with: equals itself.
     */
    static Object equalsTerms(List<Object> a) throws Exception {
        URI x = term(a.get(0)), y = term(a.get(1));
        return obj("equals", x.equals(y), "equalsReverse", y.equals(x), "keyEquals", x.equals(y),
                   "hashA", x.hashCode(), "hashB", y.hashCode());
    }

    /**
     * The library's u.withRawX(text) (beyond Java), by its documented rule over the JDK's parser:
     * the string rebuilt with the text in place of the component (every other component as written),
     * parsed by new URI (and parseServerAuthority for user information). A syntax error inside the
     * text (up to its end, before any character that ends the component) is reported against the
     * text alone; anything else that fails, or a result whose component is not the text or whose
     * scheme or opacity changed, is refused. Removing (null) a component the URI does not have gives
     * the URI unchanged, whatever the URI is.
     * Answers {"string"}, {"refused": true} or {"error": ERR}.
     */
    static Object withRaw(List<Object> a) throws Exception {
        URI u = new URI(str(a, 0));
        String name = str(a, 1), text = str(a, 2);
        String scheme = u.getScheme(), authority = u.getRawAuthority(), path = u.getRawPath();
        String query = u.getRawQuery(), fragment = u.getRawFragment();
        boolean server = false;
        // Whether the string writes "//" before a path with no authority ("//#f", "file:////x"): kept.
        boolean empty = authority == null && !u.isOpaque() && str(a, 0).startsWith("//", scheme == null ? 0 : scheme.length() + 1);
        String before = name.equals("userInfo") ? u.getRawUserInfo() : name.equals("authority") ? authority
            : name.equals("path") ? path : name.equals("query") ? query : fragment;
        if (text == null && before == null) return obj("string", u.toString());
        if (u.isOpaque() && !name.equals("fragment")) return obj("refused", true);
        switch (name) {
            case "userInfo":
                if (u.getHost() == null) return obj("refused", true);
                // The host and port as written ("h:080" stays so).
                String hostPort = authority.substring(u.getRawUserInfo() == null ? 0 : u.getRawUserInfo().length() + 1);
                authority = (text == null ? "" : text + "@") + hostPort;
                server = true;
                break;
            case "authority": authority = text; empty &= text == null; break;
            case "path": {
                boolean relative = !text.isEmpty() && !text.startsWith("/");
                int colon = text.indexOf(':'), slash = text.indexOf('/');
                // A relative path after a scheme or an authority, or whose first segment holds ":",
                // would not keep its place.
                if (relative && (scheme != null || authority != null)) return obj("refused", true);
                if (relative && colon >= 0 && (slash < 0 || colon < slash)) return obj("refused", true);
                path = text;
                break;
            }
            case "query": query = text; break;
            case "fragment": fragment = text; break;
            default: throw new IllegalArgumentException("unknown component " + name);
        }
        // "//" starting a path with no authority: only where the URI already was so.
        if (authority == null && path != null && path.startsWith("//")
            && !(u.getRawAuthority() == null && path.equals(u.getRawPath()))) return obj("refused", true);
        String s = format(scheme, u, authority, path, query, fragment, empty);
        // Where the text starts in s.
        int start = name.equals("userInfo") || name.equals("authority") ? (scheme == null ? 0 : scheme.length() + 1) + 2
            : name.equals("path") ? prefixLength(scheme, authority, path, empty) - path.length()
            : name.equals("query") ? prefixLength(scheme, authority, path, empty) + 1
            : u.isOpaque() ? scheme.length() + 1 + u.getRawSchemeSpecificPart().length() + 1
            : prefixLength(scheme, authority, path, empty) + (query == null ? 0 : query.length() + 1) + 1;
        URI r;
        try {
            r = new URI(s);
            if (server) r = r.parseServerAuthority();
        } catch (URISyntaxException e) {
            if (text == null) return obj("refused", true);
            int index = e.getIndex() - start;
            String ends = name.equals("userInfo") ? "@/?#" : name.equals("authority") ? "/?#"
                : name.equals("path") ? "?#" : name.equals("query") ? "#" : "";
            int end = 0;
            while (end < text.length() && ends.indexOf(text.charAt(end)) < 0) end++;
            if (index >= 0 && index <= text.length() && !text.isEmpty() && index <= end) {
                throw new URISyntaxException(text, e.getReason(), index);
            }
            return obj("refused", true);
        }
        String got = name.equals("userInfo") ? r.getRawUserInfo() : name.equals("authority") ? r.getRawAuthority()
            : name.equals("path") ? r.getRawPath() : name.equals("query") ? r.getRawQuery() : r.getRawFragment();
        // The rest must read as before too: the same scheme, opaque or not.
        boolean kept = Objects.equals(got, text) && Objects.equals(r.getScheme(), scheme) && r.isOpaque() == u.isOpaque();
        return kept ? obj("string", r.toString()) : obj("refused", true);
    }

    /** The length of scheme ":" and "//" authority and path, as format writes them. */
    static int prefixLength(String scheme, String authority, String path, boolean empty) {
        return (scheme == null ? 0 : scheme.length() + 1)
            + (authority != null || empty || path.startsWith("//") ? 2 : 0) + (authority == null ? 0 : authority.length()) + path.length();
    }

    /** A URI string from raw components (u's scheme-specific part when opaque); "//" kept when `empty`. */
    static String format(String scheme, URI u, String authority, String path, String query, String fragment, boolean empty) {
        StringBuilder b = new StringBuilder();
        if (scheme != null) b.append(scheme).append(':');
        if (u.isOpaque()) b.append(u.getRawSchemeSpecificPart());
        else {
            if (authority != null || empty || path.startsWith("//")) b.append("//");
            if (authority != null) b.append(authority);
            b.append(path);
            if (query != null) b.append('?').append(query);
        }
        if (fragment != null) b.append('#').append(fragment);
        return b.toString();
    }

    // URLEncoder and URLDecoder, by charset name as the String overloads take it.

    @SuppressWarnings("deprecation")
    static Object encode(List<Object> a) throws Exception {
        String s = str(a, 0), charset = str(a, 1);
        return obj("value", charset == null ? URLEncoder.encode(s) : URLEncoder.encode(s, charset));
    }

    @SuppressWarnings("deprecation")
    static Object decode(List<Object> a) throws Exception {
        String s = str(a, 0), charset = str(a, 1);
        return obj("value", charset == null ? URLDecoder.decode(s) : URLDecoder.decode(s, charset));
    }

    // ---- views of results ----

    interface Getter { Object get() throws Exception; }

    /** A getter's value, or {"thrown": ERR} if the getter itself throws. */
    static Object safe(Getter g) {
        try { return g.get(); } catch (Throwable t) { return obj("thrown", err(t)); }
    }

    static Map<String, Object> view(URI u, boolean withPsa) {
        Map<String, Object> v = obj(
            "string", safe(u::toString), "ascii", safe(u::toASCIIString),
            "scheme", safe(u::getScheme),
            "ssp", safe(u::getSchemeSpecificPart), "rawSsp", safe(u::getRawSchemeSpecificPart),
            "authority", safe(u::getAuthority), "rawAuthority", safe(u::getRawAuthority),
            "userInfo", safe(u::getUserInfo), "rawUserInfo", safe(u::getRawUserInfo),
            "host", safe(u::getHost), "port", safe(u::getPort),
            "path", safe(u::getPath), "rawPath", safe(u::getRawPath),
            "query", safe(u::getQuery), "rawQuery", safe(u::getRawQuery),
            "fragment", safe(u::getFragment), "rawFragment", safe(u::getRawFragment),
            "absolute", safe(u::isAbsolute), "opaque", safe(u::isOpaque),
            "hash", safe(u::hashCode));
        if (withPsa) {
            Object psa;
            try {
                URI p = u.parseServerAuthority();
                psa = (p == u) ? obj("same", true) : obj("uri", view(p, false));
            } catch (Throwable t) {
                psa = obj("error", err(t));
            }
            v.put("psa", psa);
        }
        return v;
    }

    static Map<String, Object> err(Throwable t) {
        if (t instanceof URISyntaxException) {
            URISyntaxException e = (URISyntaxException) t;
            return obj("type", "URISyntaxException", "reason", e.getReason(), "index", e.getIndex(),
                       "message", e.getMessage(), "input", e.getInput());
        }
        Map<String, Object> m = obj("type", t.getClass().getSimpleName(), "message", t.getMessage());
        if (t.getCause() != null && t.getCause() != t) m.put("cause", err(t.getCause()));
        return m;
    }

    // ---- helpers ----

    static Map<String, Object> obj(Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put((String) kv[i], kv[i + 1]);
        return m;
    }

    static String str(List<Object> a, int i) {
        Object o = a.get(i);
        if (o == null || o instanceof String) return (String) o;
        throw new IllegalArgumentException("argument " + i + " is not a string or null");
    }

    static int num(List<Object> a, int i) {
        Object o = a.get(i);
        if (o instanceof Integer) return (Integer) o;
        throw new IllegalArgumentException("argument " + i + " is not a 32-bit integer");
    }

    // ---- main loop ----

    public static void main(String[] argv) throws IOException {
        serve(OPS);
    }

    /** Answers one request per stdin line with the op of that name (the loop UrlOracle shares). */
    static void serve(Map<String, Op> ops) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8), 1 << 16);
        Writer out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.US_ASCII), 1 << 16);
        String line;
        StringBuilder sb = new StringBuilder();
        while ((line = in.readLine()) != null) {
            if (line.isEmpty()) continue;
            Object result;
            try {
                @SuppressWarnings("unchecked")
                Map<String, Object> req = (Map<String, Object>) new JsonIn(line).document();
                Op op = ops.get((String) req.get("op"));
                if (op == null) throw new IllegalArgumentException("unknown op: " + req.get("op"));
                @SuppressWarnings("unchecked")
                List<Object> args = (List<Object>) req.getOrDefault("args", List.of());
                result = op.run(args);
            } catch (Throwable t) {
                result = obj("error", err(t));
            }
            sb.setLength(0);
            write(sb, result);
            out.write(sb.append('\n').toString());
            if (!in.ready()) out.flush(); // batch while input is pending, never stall the reader
        }
        out.flush();
    }

    // ---- JSON out (ASCII only) ----

    static void write(StringBuilder sb, Object v) {
        if (v == null) sb.append("null");
        else if (v instanceof String) writeString(sb, (String) v);
        else if (v instanceof Number || v instanceof Boolean) sb.append(v);
        else if (v instanceof Map) {
            sb.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : ((Map<?, ?>) v).entrySet()) {
                if (!first) sb.append(',');
                first = false;
                writeString(sb, (String) e.getKey());
                sb.append(':');
                write(sb, e.getValue());
            }
            sb.append('}');
        } else if (v instanceof List) {
            sb.append('[');
            boolean first = true;
            for (Object o : (List<?>) v) {
                if (!first) sb.append(',');
                first = false;
                write(sb, o);
            }
            sb.append(']');
        } else writeString(sb, v.toString());
    }

    static final String HEX = "0123456789abcdef";

    static void writeString(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x20 || c >= 0x7F || c == '"' || c == '\\') {
                sb.append("\\u");
                for (int k = 12; k >= 0; k -= 4) sb.append(HEX.charAt((c >> k) & 0xF));
            }
            else sb.append(c);
        }
        sb.append('"');
    }

    // ---- JSON in: objects, arrays, strings, integers, true/false/null ----

    static final class JsonIn {
        final String s;
        int i;
        JsonIn(String s) { this.s = s; }

        Object document() {
            Object v = value();
            ws();
            if (i != s.length()) throw fail("trailing characters");
            return v;
        }

        void ws() { while (i < s.length() && " \t\r\n".indexOf(s.charAt(i)) >= 0) i++; }

        RuntimeException fail(String what) { return new IllegalArgumentException("bad JSON at " + i + ": " + what); }

        void expect(char c) {
            ws();
            if (i >= s.length() || s.charAt(i) != c) throw fail("expected '" + c + "'");
            i++;
        }

        Object value() {
            ws();
            if (i >= s.length()) throw fail("unexpected end");
            char c = s.charAt(i);
            if (c == '{') return object();
            if (c == '[') return array();
            if (c == '"') return string();
            if (c == '-' || (c >= '0' && c <= '9')) return number();
            for (String lit : new String[] {"null", "true", "false"}) {
                if (s.startsWith(lit, i)) {
                    i += lit.length();
                    return lit.equals("null") ? null : Boolean.valueOf(lit);
                }
            }
            throw fail("unexpected '" + c + "'");
        }

        Map<String, Object> object() {
            Map<String, Object> m = new LinkedHashMap<>();
            expect('{');
            ws();
            if (s.charAt(i) == '}') { i++; return m; }
            while (true) {
                ws();
                String k = string();
                expect(':');
                m.put(k, value());
                ws();
                if (s.charAt(i) == ',') { i++; continue; }
                expect('}');
                return m;
            }
        }

        List<Object> array() {
            List<Object> l = new ArrayList<>();
            expect('[');
            ws();
            if (s.charAt(i) == ']') { i++; return l; }
            while (true) {
                l.add(value());
                ws();
                if (s.charAt(i) == ',') { i++; continue; }
                expect(']');
                return l;
            }
        }

        Object number() {
            int start = i;
            if (s.charAt(i) == '-') i++;
            while (i < s.length() && Character.isDigit(s.charAt(i))) i++;
            long n = Long.parseLong(s.substring(start, i));
            return (n == (int) n) ? (Object) (int) n : (Object) n;
        }

        String string() {
            expect('"');
            StringBuilder b = new StringBuilder();
            while (true) {
                if (i >= s.length()) throw fail("unterminated string");
                char c = s.charAt(i++);
                if (c == '"') return b.toString();
                if (c != '\\') { b.append(c); continue; }
                if (i >= s.length()) throw fail("unterminated escape");
                char e = s.charAt(i++);
                switch (e) {
                    case '"': b.append('"'); break;
                    case '\\': b.append('\\'); break;
                    case '/': b.append('/'); break;
                    case 'b': b.append('\b'); break;
                    case 'f': b.append('\f'); break;
                    case 'n': b.append('\n'); break;
                    case 'r': b.append('\r'); break;
                    case 't': b.append('\t'); break;
                    case 'u':
                        if (i + 4 > s.length()) throw fail("short \\u escape");
                        b.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
                        i += 4;
                        break;
                    default: throw fail("bad escape \\" + e);
                }
            }
        }
    }
}
