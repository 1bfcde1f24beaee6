// UrlOracle: answers questions about java.net.URL, used as a black box by the parity harness and by
// the fixture recorder (scripts/url-fixtures.mjs).
//
// Ops: version; resolver [] (which name resolver is in effect and what it does with a few names);
// url [spec] (new URL(spec)); urlContext [context, spec] (new URL(new URL(context), spec), context null
// for new URL((URL) null, spec)); url4 [protocol, host, port, file]; url3 [protocol, host, file];
// of [uri] (URL.of(new URI(uri), null), which is what URI.toURL() does); equals [a, b] (equals and
// sameFile both ways and both hashes of new URL(a), new URL(b)). VIEW is view() below, ERR is err().
//
// Host names are never looked up: the JVM runs with NoLookups below registered as the
// java.net.spi.InetAddressResolverProvider (META-INF/services in the build directory, written by
// scripts/parity/jdk.mjs), so equals, sameFile and hashCode answer as JDK 25 does when every lookup
// fails (IP literals still resolve, localhost is 127.0.0.1). The JVM also runs with
// -XX:-OmitStackTraceInFastThrow, so the JVM's helpful NullPointerException texts never go missing.
// Needs JDK 21+ (the resolver SPI is 18, URL.of 20); compiled with --release 21.
//
// Protocol (as UriOracle's): one JSON request per stdin line, {"op": "...", "args": [...]} where args
// are JSON strings, null or integers; exactly one JSON response line per request on stdout, pure
// ASCII (every char < 0x20, '"', '\' and >= 0x7F as \\uXXXX, lone surrogates kept). Any Throwable
// thrown by an op becomes {"error": ERR}; the oracle never dies.

import java.io.*;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.UnknownHostException;
import java.net.spi.InetAddressResolver;
import java.net.spi.InetAddressResolverProvider;
import java.nio.charset.StandardCharsets;
import java.util.*;
import java.util.stream.Stream;

@SuppressWarnings("deprecation") // the URL constructors: deprecated since JDK 20, behaviour unchanged
public class UrlOracle extends UriOracle { // for its JSON, error and argument helpers and its loop
    static final Map<String, Op> OPS = new HashMap<>();
    static {
        OPS.put("version", UrlOracle::version);
        OPS.put("resolver", UrlOracle::resolver);
        OPS.put("url", UrlOracle::url);
        OPS.put("urlContext", UrlOracle::urlContext);
        OPS.put("url4", UrlOracle::url4);
        OPS.put("url3", UrlOracle::url3);
        OPS.put("of", UrlOracle::of);
        OPS.put("equals", UrlOracle::equalsOp);
    }

    /** The name resolver: every lookup fails, so only IP literals (and localhost) have addresses. */
    public static final class NoLookups extends InetAddressResolverProvider {
        @Override
        public InetAddressResolver get(Configuration configuration) {
            return new InetAddressResolver() {
                @Override
                public Stream<InetAddress> lookupByName(String host, LookupPolicy policy) throws UnknownHostException {
                    throw new UnknownHostException(host + ": lookups are off (UrlOracle.NoLookups)");
                }

                @Override
                public String lookupByAddress(byte[] addr) throws UnknownHostException {
                    throw new UnknownHostException("lookups are off (UrlOracle.NoLookups)");
                }
            };
        }

        @Override
        public String name() { return "UrlOracle.NoLookups"; }
    }

    // ---- ops ----

    static Object version(List<Object> a) {
        return obj("version", System.getProperty("java.version"),
                   "runtime", System.getProperty("java.runtime.version"),
                   "vendor", System.getProperty("java.vendor"));
    }

    /** Whether NoLookups is in effect: a name must fail, literals and localhost must not. */
    static Object resolver(List<Object> a) {
        Map<String, Object> m = obj();
        for (String host : new String[] {"example.com", "localhost", "127.1", "[::ffff:1.2.3.4]"}) {
            m.put(host, safe(() -> InetAddress.getByName(host).toString()));
        }
        return obj("lookups", m, "urlEquals",
                   safe(() -> new URL("http://example.com/").equals(new URL("http://EXAMPLE.com/"))),
                   "urlHash", safe(() -> new URL("http://example.com/").hashCode()));
    }

    static Object url(List<Object> a) throws Exception {
        return obj("url", view(new URL(str(a, 0))));
    }

    static Object urlContext(List<Object> a) throws Exception {
        String context = str(a, 0);
        URL c;
        try {
            c = context == null ? null : new URL(context);
        } catch (Throwable t) {
            return obj("contextError", err(t));
        }
        return obj("url", view(new URL(c, str(a, 1))));
    }

    static Object url4(List<Object> a) throws Exception {
        return obj("url", view(new URL(str(a, 0), str(a, 1), num(a, 2), str(a, 3))));
    }

    static Object url3(List<Object> a) throws Exception {
        return obj("url", view(new URL(str(a, 0), str(a, 1), str(a, 2))));
    }

    static Object of(List<Object> a) throws Exception {
        return obj("url", view(URL.of(new URI(str(a, 0)), null)));
    }

    static Object equalsOp(List<Object> a) throws Exception {
        URL x = new URL(str(a, 0)), y = new URL(str(a, 1));
        return obj("equals", safe(() -> x.equals(y)), "equalsReverse", safe(() -> y.equals(x)),
                   "sameFile", safe(() -> x.sameFile(y)), "sameFileReverse", safe(() -> y.sameFile(x)),
                   "hashA", safe(x::hashCode), "hashB", safe(y::hashCode));
    }

    // ---- views of results ----

    /** Every getter; toURI as its string or {"error": ERR}. */
    static Map<String, Object> view(URL u) {
        Object uri;
        try {
            uri = u.toURI().toString();
        } catch (Throwable t) {
            uri = obj("error", err(t));
        }
        return obj(
            "protocol", safe(u::getProtocol), "authority", safe(u::getAuthority),
            "userInfo", safe(u::getUserInfo), "host", safe(u::getHost),
            "port", safe(u::getPort), "defaultPort", safe(u::getDefaultPort),
            "path", safe(u::getPath), "query", safe(u::getQuery),
            "file", safe(u::getFile), "ref", safe(u::getRef),
            "externalForm", safe(u::toExternalForm), "string", safe(u::toString),
            "hash", safe(u::hashCode), "toURI", uri);
    }

    public static void main(String[] argv) throws IOException {
        serve(OPS);
    }
}
