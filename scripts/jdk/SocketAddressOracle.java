// SocketAddressOracle: answers questions about java.net.InetSocketAddress with no host name ever looked up,
// used as a black box by the parity harness (scripts/parity/isa-*.mjs).
//
// Ops: version; resolver [] (what a name, localhost and a reverse lookup give, to check that lookups fail);
// isaPort [port] (new InetSocketAddress(port)); isaHost [host, port] (new InetSocketAddress(host, port));
// isaUnresolved [host, port] (createUnresolved); isaAddress [term, port] (new InetSocketAddress(addr, port),
// the term read by address() below); isaEquals [a, b], each a maker [kind, ...args] as above ("port",
// "host", "unresolved", "address"): equals both ways and both hashes. Each isa* op answers {isa: VIEW} or
// {error: ERR}; VIEW is view() below, ERR is UriOracle.err().
//
// Host names are never looked up. On JDK 23+ the JVM runs with InetOracle.NoLookups as its resolver
// (scripts/parity/jdk.mjs puts its META-INF/services first on the class path), whose lookups fail with
// UnknownHostException(host); on an older JDK (17 has no resolver SPI, and InetOracle needs 23),
// jdk.net.hosts.file names an empty file, so that every lookup fails there too, with the JDK's own message
// ("Unable to resolve host NAME in hosts file PATH", where ours is the name: only an InetAddress made by
// getByName of a name shows it). Set on JDK 23+, the property would win over the resolver. The JDK's caches are off, as
// in InetOracle. The default locale is Locale.ROOT: hashCode() of an unresolved address lowercases the host
// name in the default locale, and the library answers as the JDK does in a locale without special casing.
//
// Machine-dependent answers: a scope naming one of this machine's network interfaces (`fe80::1%eth0`) gives
// an address here and none elsewhere; such answers carry "machineDependent": true, and the parity run counts
// them apart (as InetOracle's). Compiled with --release 17 (nothing newer is used), so that JDK 17 can answer.

import java.io.*;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.util.*;

public class SocketAddressOracle extends UriOracle {
    static final Map<String, Op> OPS = new HashMap<>();
    static {
        OPS.put("version", UriOracle::version);
        OPS.put("resolver", SocketAddressOracle::resolver);
        OPS.put("isaPort", a -> answer(a, () -> new InetSocketAddress(num(a, 0)), null));
        OPS.put("isaHost", a -> answer(a, () -> new InetSocketAddress(str(a, 0), num(a, 1)), null));
        OPS.put("isaUnresolved", a -> answer(List.of(), () -> InetSocketAddress.createUnresolved(str(a, 0), num(a, 1)), null));
        OPS.put("isaAddress", a -> {
            InetAddress given;
            try {
                given = address(a.get(0));
            } catch (Throwable t) {
                return marked(obj("addressError", err(t)), mentionsInterface(a));
            }
            return answer(a, () -> new InetSocketAddress(given, num(a, 1)), given);
        });
        OPS.put("isaEquals", SocketAddressOracle::equalsOp);
    }

    interface Maker { InetSocketAddress make() throws Exception; }

    /** Whether lookups fail: a name, its repeat, localhost, and a reverse lookup. */
    static Object resolver(List<Object> a) {
        Map<String, Object> m = obj();
        for (String host : new String[] {"example.com", "example.com", "localhost"}) {
            m.put(m.containsKey(host) ? host + " (again)" : host, safe(() -> InetAddress.getByName(host).toString()));
        }
        return obj("lookups", m,
                   "reverse", safe(() -> InetAddress.getByAddress(new byte[] {1, 2, 3, 4}).getHostName()),
                   "locale", Locale.getDefault().toString());
    }

    /** {isa: VIEW} or {error: ERR}, marked when an argument or the address names an interface of this machine. */
    static Object answer(List<Object> args, Maker m, InetAddress given) {
        Map<String, Object> answer;
        boolean machine = mentionsInterface(args);
        try {
            InetSocketAddress x = m.make();
            answer = obj("isa", view(x, given));
            machine |= hasInterface(x.getAddress());
        } catch (Throwable t) {
            answer = obj("error", err(t));
        }
        return marked(answer, machine);
    }

    /**
     * Every getter. getHostString() comes before toString(), which would show a name it settled on; the
     * host name getter comes last, then toString(), getHostString() and the address again, because
     * getHostName() makes the address keep the name it found (here the address text: the reverse lookup fails).
     */
    static Map<String, Object> view(InetSocketAddress x, InetAddress given) {
        Map<String, Object> v = obj(
            "port", safe(x::getPort),
            "unresolved", safe(x::isUnresolved),
            "hostString", safe(x::getHostString),
            "string", safe(x::toString),
            "address", safe(() -> addressView(x.getAddress())),
            "sameAddress", safe(() -> x.getAddress() == x.getAddress()),
            "hash", safe(x::hashCode),
            "equalsItself", safe(() -> x.equals(x)));
        if (given != null) v.put("givenAddress", safe(() -> x.getAddress() == given));
        v.put("hostName", safe(x::getHostName));
        v.put("stringAfter", safe(x::toString));
        v.put("hostStringAfter", safe(x::getHostString));
        v.put("addressAfter", safe(() -> addressView(x.getAddress())));
        v.put("hashAfter", safe(x::hashCode));
        return v;
    }

    /** An address as {class, string, hash}, or null. */
    static Object addressView(InetAddress y) {
        return y == null ? null : obj("class", y.getClass().getSimpleName(), "string", y.toString(), "hash", y.hashCode());
    }

    static Object equalsOp(List<Object> a) throws Exception {
        boolean machine = mentionsInterface(a);
        InetSocketAddress x, y;
        try {
            x = make(a.get(0));
            y = make(a.get(1));
        } catch (Throwable t) {
            return marked(obj("error", err(t)), machine);
        }
        machine |= hasInterface(x.getAddress()) || hasInterface(y.getAddress());
        return marked(obj("equals", safe(() -> x.equals(y)), "equalsReverse", safe(() -> y.equals(x)),
                          "hashA", safe(x::hashCode), "hashB", safe(y::hashCode)), machine);
    }

    /** A maker [kind, ...args]: "port" [p], "host" [h, p], "unresolved" [h, p], "address" [term, p]. */
    static InetSocketAddress make(Object o) throws Exception {
        List<?> m = (List<?>) o;
        List<Object> args = new ArrayList<>(m.subList(1, m.size()));
        switch ((String) m.get(0)) {
            case "port": return new InetSocketAddress(num(args, 0));
            case "host": return new InetSocketAddress(str(args, 0), num(args, 1));
            case "unresolved": return InetSocketAddress.createUnresolved(str(args, 0), num(args, 1));
            case "address": return new InetSocketAddress(address(args.get(0)), num(args, 1));
            default: throw new IllegalArgumentException("unknown maker " + m.get(0));
        }
    }

    /**
     * An address term: null; a string, read by getByName; an int array, by getByAddress(bytes); a pair
     * [host, int array], by getByAddress(host, bytes).
     */
    static InetAddress address(Object t) throws Exception {
        if (t == null) return null;
        if (t instanceof String) return InetAddress.getByName((String) t);
        List<?> l = (List<?>) t;
        if (l.size() == 2 && l.get(1) instanceof List) return InetAddress.getByAddress((String) l.get(0), bytes((List<?>) l.get(1)));
        return InetAddress.getByAddress(bytes(l));
    }

    static byte[] bytes(List<?> l) {
        byte[] b = new byte[l.size()];
        for (int k = 0; k < b.length; k++) b[k] = (byte) (int) (Integer) l.get(k);
        return b;
    }

    static Map<String, Object> marked(Map<String, Object> answer, boolean machine) {
        if (machine) answer.put("machineDependent", true);
        return answer;
    }

    // ---- machine dependence (as InetOracle's) ----

    static boolean hasInterface(InetAddress x) {
        return x instanceof Inet6Address && ((Inet6Address) x).getScopedInterface() != null;
    }

    /** Whether a string anywhere in the arguments holds a `%scope` that is not all digits and names an interface here. */
    static boolean mentionsInterface(Object o) {
        if (o instanceof List) {
            for (Object x : (List<?>) o) if (mentionsInterface(x)) return true;
            return false;
        }
        if (!(o instanceof String)) return false;
        String s = (String) o;
        int pct = s.indexOf('%');
        if (pct < 0) return false;
        String scope = s.substring(pct + 1);
        if (scope.endsWith("]")) scope = scope.substring(0, scope.length() - 1);
        if (!scope.isEmpty() && scope.chars().allMatch(c -> c >= '0' && c <= '9')) return false;
        try {
            return NetworkInterface.getByName(scope) != null;
        } catch (Exception e) {
            return true; // cannot tell: count it apart
        }
    }

    public static void main(String[] argv) throws IOException {
        java.security.Security.setProperty("networkaddress.cache.ttl", "0");
        java.security.Security.setProperty("networkaddress.cache.negative.ttl", "0");
        Locale.setDefault(Locale.ROOT);
        serve(OPS);
    }
}
