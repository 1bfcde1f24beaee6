// InetOracle: answers questions about java.net.InetAddress, Inet4Address and Inet6Address built from
// literals (no name is ever looked up), used as a black box by the parity harness (scripts/parity/inet-*.mjs).
//
// Ops: version; resolver [] (which name resolver is in effect and what it does with a few names);
// ofLiteral, inet4OfLiteral, inet4OfPosixLiteral, inet6OfLiteral, getByName [s] (each {address: VIEW});
// getAllByName [s] ({addresses: [VIEW...]}); getByAddress [bytes] and getByAddressHost [host, bytes] (bytes
// a JSON array of ints, each cast to byte; {address: VIEW}); loopback [] (getLoopbackAddress()); equals
// [a, b] (a term is a string or null, read by getByName, or an int array, read by getByAddress: equals both
// ways and both hashes). VIEW is view() below, ERR is UriOracle.err().
//
// Machine-dependent answers: an IPv6 scope that is not all ASCII digits is looked up as a network interface
// (`fe80::1%eth0`). When an argument holds such a scope and this machine has an interface of that name (or
// an address came back with a scoped interface), the answer carries "machineDependent": true; the parity
// run counts it apart and never compares it. A scope naming no interface here is answered as on any
// machine without it (UnknownHostException "no such interface ..."), and is compared.
//
// Host names are never looked up: the JVM runs with NoLookups below as its
// java.net.spi.InetAddressResolverProvider, registered by its own META-INF/services directory, which
// scripts/parity/jdk.mjs puts first on the class path (before UrlOracle's). Its lookups fail with
// UnknownHostException(host), the name as given. The JDK's caches are off (networkaddress.cache.ttl and
// .negative.ttl 0, set before the first lookup): with them, a repeated name that failed is answered from the
// negative cache with the JDK's own filtered text (" x " the first time, "x" after), so an answer would
// depend on what was asked before; without them every name reaches NoLookups. Needs JDK 23+
// (Inet4Address.ofPosixLiteral); compiled with --release 23. Protocol, output and errors as UriOracle's.

import java.io.*;
import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.UnknownHostException;
import java.net.spi.InetAddressResolver;
import java.net.spi.InetAddressResolverProvider;
import java.util.*;
import java.util.stream.Stream;

public class InetOracle extends UriOracle { // for its JSON, error and argument helpers and its loop
    static final Map<String, Op> OPS = new HashMap<>();
    static {
        OPS.put("version", UriOracle::version);
        OPS.put("resolver", InetOracle::resolver);
        OPS.put("ofLiteral", a -> read(a, () -> one(InetAddress.ofLiteral(str(a, 0)))));
        OPS.put("inet4OfLiteral", a -> read(a, () -> one(Inet4Address.ofLiteral(str(a, 0)))));
        OPS.put("inet4OfPosixLiteral", a -> read(a, () -> one(Inet4Address.ofPosixLiteral(str(a, 0)))));
        OPS.put("inet6OfLiteral", a -> read(a, () -> one(Inet6Address.ofLiteral(str(a, 0)))));
        OPS.put("getByName", a -> read(a, () -> one(InetAddress.getByName(str(a, 0)))));
        OPS.put("getAllByName", a -> read(a, () -> all(InetAddress.getAllByName(str(a, 0)))));
        OPS.put("getByAddress", a -> read(List.of(), () -> one(InetAddress.getByAddress(bytes(a, 0)))));
        // the host is kept as given, never read as an address
        OPS.put("getByAddressHost", a -> read(List.of(), () -> one(InetAddress.getByAddress(str(a, 0), bytes(a, 1)))));
        OPS.put("loopback", a -> read(List.of(), () -> one(InetAddress.getLoopbackAddress())));
        OPS.put("equals", a -> read(a, () -> equalsOp(a)));
    }

    /** How many names NoLookups was asked to look up (the resolver op reports it). */
    static volatile int lookups;

    /** The name resolver: every lookup fails with the name as given, so only literals (and localhost) have addresses. */
    public static final class NoLookups extends InetAddressResolverProvider {
        @Override
        public InetAddressResolver get(Configuration configuration) {
            return new InetAddressResolver() {
                @Override
                public Stream<InetAddress> lookupByName(String host, LookupPolicy policy) throws UnknownHostException {
                    lookups++;
                    throw new UnknownHostException(host);
                }

                @Override
                public String lookupByAddress(byte[] addr) throws UnknownHostException {
                    throw new UnknownHostException();
                }
            };
        }

        @Override
        public String name() { return "InetOracle.NoLookups"; }
    }

    // ---- ops ----

    /**
     * Whether NoLookups is in effect: a name fails with its text as given after reaching it (`asked` counts
     * the names it saw), the second time too (no negative cache); literals and localhost resolve without it;
     * a reverse lookup gives the address text.
     */
    static Object resolver(List<Object> a) {
        Map<String, Object> m = obj();
        int before = lookups;
        for (String host : new String[] {"example.com", "localhost", "127.1", "[::ffff:1.2.3.4]"}) {
            m.put(host, safe(() -> InetAddress.getByName(host).toString()));
        }
        for (String key : new String[] {" example.com ", " example.com  (again)"}) { // no negative cache
            m.put(key, safe(() -> InetAddress.getByName(" example.com ").toString()));
        }
        return obj("lookups", m, "asked", lookups - before,
                   "reverse", safe(() -> InetAddress.getByAddress(new byte[] {1, 2, 3, 4}).getHostName()));
    }

    static Map<String, Object> equalsOp(List<Object> a) throws Exception {
        InetAddress x = address(a.get(0)), y = address(a.get(1));
        return marked(obj("equals", safe(() -> x.equals(y)), "equalsReverse", safe(() -> y.equals(x)),
                          "hashA", safe(x::hashCode), "hashB", safe(y::hashCode)),
                      hasInterface(x) || hasInterface(y));
    }

    /** A term of equals: a string or null through getByName, an int array through getByAddress. */
    static InetAddress address(Object t) throws Exception {
        if (t instanceof List) return InetAddress.getByAddress(toBytes((List<?>) t));
        if (t == null || t instanceof String) return InetAddress.getByName((String) t);
        throw new IllegalArgumentException("a term is a string, null or an int array");
    }

    // ---- answers ----

    interface Call { Map<String, Object> call() throws Exception; }

    /**
     * The answer of `c`, or {"error": ERR} if it throws; marked machine-dependent when one of `texts` (the
     * arguments read as addresses) names an interface of this machine as its scope.
     */
    static Object read(List<Object> texts, Call c) {
        Map<String, Object> answer;
        try {
            answer = c.call();
        } catch (Throwable t) {
            answer = obj("error", err(t));
        }
        return marked(answer, mentionsInterface(texts));
    }

    /** {address: VIEW}, marked when the address is bound to an interface of this machine. */
    static Map<String, Object> one(InetAddress x) {
        return marked(obj("address", view(x)), hasInterface(x));
    }

    /** {addresses: [VIEW...]}, marked as one() marks. */
    static Map<String, Object> all(InetAddress[] xs) {
        List<Object> views = new ArrayList<>();
        boolean machine = false;
        for (InetAddress x : xs) {
            views.add(view(x));
            machine |= hasInterface(x);
        }
        return marked(obj("addresses", views), machine);
    }

    static Map<String, Object> marked(Map<String, Object> answer, boolean machine) {
        if (machine) answer.put("machineDependent", true);
        return answer;
    }

    /**
     * Every getter. The host name getters come last, and `stringAfter` is toString() after them, because
     * getHostName() keeps the name it found (here the address text, as the reverse lookup fails).
     */
    static Map<String, Object> view(InetAddress x) {
        Map<String, Object> v = obj(
            "class", x.getClass().getSimpleName(),
            "string", safe(x::toString),
            "hostAddress", safe(x::getHostAddress),
            "address", safe(() -> ints(x.getAddress())),
            "hash", safe(x::hashCode),
            "anyLocal", safe(x::isAnyLocalAddress), "loopback", safe(x::isLoopbackAddress),
            "linkLocal", safe(x::isLinkLocalAddress), "siteLocal", safe(x::isSiteLocalAddress),
            "multicast", safe(x::isMulticastAddress), "mcGlobal", safe(x::isMCGlobal),
            "mcNodeLocal", safe(x::isMCNodeLocal), "mcLinkLocal", safe(x::isMCLinkLocal),
            "mcSiteLocal", safe(x::isMCSiteLocal), "mcOrgLocal", safe(x::isMCOrgLocal));
        if (x instanceof Inet6Address) {
            Inet6Address y = (Inet6Address) x;
            v.put("scopeId", safe(y::getScopeId));
            v.put("ipv4Compatible", safe(y::isIPv4CompatibleAddress));
        }
        v.put("hostName", safe(x::getHostName));
        v.put("canonicalHostName", safe(x::getCanonicalHostName));
        v.put("stringAfter", safe(x::toString));
        return v;
    }

    // ---- machine dependence ----

    /** Whether an address came back bound to one of this machine's interfaces. */
    static boolean hasInterface(InetAddress x) {
        return x instanceof Inet6Address && ((Inet6Address) x).getScopedInterface() != null;
    }

    /** Whether a string argument holds a `%scope` that is not all digits and names an interface of this machine. */
    static boolean mentionsInterface(List<Object> args) {
        for (Object o : args) {
            if (!(o instanceof String)) continue;
            String s = (String) o;
            int pct = s.indexOf('%');
            if (pct < 0) continue;
            String scope = s.substring(pct + 1);
            if (scope.endsWith("]")) scope = scope.substring(0, scope.length() - 1);
            if (!scope.isEmpty() && scope.chars().allMatch(c -> c >= '0' && c <= '9')) continue;
            try {
                if (NetworkInterface.getByName(scope) != null) return true;
            } catch (Exception e) {
                return true; // cannot tell: count it apart
            }
        }
        return false;
    }

    // ---- helpers ----

    static byte[] bytes(List<Object> a, int i) {
        Object o = a.get(i);
        if (o == null) return null;
        if (o instanceof List) return toBytes((List<?>) o);
        throw new IllegalArgumentException("argument " + i + " is not an int array or null");
    }

    static byte[] toBytes(List<?> l) {
        byte[] b = new byte[l.size()];
        for (int k = 0; k < b.length; k++) b[k] = (byte) (int) (Integer) l.get(k);
        return b;
    }

    static List<Integer> ints(byte[] b) {
        List<Integer> l = new ArrayList<>(b.length);
        for (byte x : b) l.add((int) x);
        return l;
    }

    public static void main(String[] argv) throws IOException {
        java.security.Security.setProperty("networkaddress.cache.ttl", "0");
        java.security.Security.setProperty("networkaddress.cache.negative.ttl", "0");
        serve(OPS);
    }
}
