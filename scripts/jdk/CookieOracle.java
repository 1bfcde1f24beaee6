// CookieOracle: answers questions about java.net.HttpCookie, CookieManager, CookiePolicy and the JDK's in-memory
// CookieStore, used as a black box by the parity harness (scripts/parity/cookie-*.mjs) and by
// scripts/cookie-fixtures.mjs, which writes spec/fixtures/cookie*.json. Nothing of the JDK's source is used.
//
// Ops: version; parse [header] ({now, cookies: [VIEW...]}); cookie [name, value, steps] (new HttpCookie, then
// each step [method, arg?] in turn, a setter or "hasExpired": {now, steps: [STEP...], cookie: VIEW});
// equals [specA, specB] (a spec is [name, value, steps] as cookie's: equals both ways and both hashes);
// domainMatches [domain, host] ({value}); policy [name, uri, cookieSpec] (CookiePolicy.NAME.shouldAccept, the
// uri a string or null, the cookie a spec or null); scenario [policy, steps] (a new CookieManager(null, POLICY)
// with POLICY one of ACCEPT_ALL, ACCEPT_NONE, ACCEPT_ORIGINAL_SERVER or null, then each step:
//   ["put", uri, headers]   headers a list of [key, [values...] or null], read into a LinkedHashMap
//   ["get", uri, headers]   the answer's entries [[key, [values]]...]
//   ["policy", name]        setCookiePolicy (null included)
//   ["tick"]                sleeps 3 ms: a new millisecond for what follows
//   ["cookies"] ["uris"] ["storeGet", uri] ["removeAll"]
//   ["add", uri, header]    store.add(uri, HttpCookie.parse(header).get(0)); header null: store.add(uri, null)
//   ["remove", uri, i]      store.remove(uri, store.getCookies().get(i)), i -1: remove(uri, null)
//   ["make", k, spec]       a new cookie from a spec [name, value, steps] (as cookie's), kept as the scenario's
//                           cookie k: the answer is its steps' answers
//   ["set", k, steps]       each setter step on cookie k (a cookie the store may hold): their answers
//   ["addMade", uri, k]     store.add(uri, cookie k), k null: store.add(uri, null)
//   ["removeMade", uri, k]  store.remove(uri, cookie k), k null: store.remove(uri, null)
// each step's answer a STEP: {value} or {error: ERR}; a URI argument null is passed as null, else new URI(s)).
//
// Time: HttpCookie reads System.currentTimeMillis() when made (Expires becomes a max-age from it, hasExpired
// compares with it, CookieManager sorts by it). So that an answer holds for a fixed clock, an op runs again
// (up to 100 times) until each of its parts (the whole op, or each segment of a scenario between ticks) ran
// within one millisecond, and answers that millisecond: `now` (a scenario: `times`, one per segment). The
// parity run and the specs set our clock to it. "unstable": true if it never did.
//
// VIEW is every getter: {name, value, comment, commentURL, discard, domain, maxAge, path, portlist, secure,
// httpOnly, version, expired, string, hash}. Protocol, output and ERR as UriOracle's.

import java.io.*;
import java.net.*;
import java.util.*;

public class CookieOracle extends UriOracle { // for its JSON, error and argument helpers and its loop
    static final Map<String, Op> OPS = new HashMap<>();
    static {
        OPS.put("version", UriOracle::version);
        OPS.put("parse", a -> timed(() -> parse(a)));
        OPS.put("cookie", a -> timed(() -> cookieOp(a)));
        OPS.put("equals", a -> timed(() -> equalsOp(a)));
        OPS.put("domainMatches", a -> obj("value", HttpCookie.domainMatches(str(a, 0), str(a, 1))));
        OPS.put("policy", a -> timed(() -> policyOp(a)));
        OPS.put("scenario", CookieOracle::scenario);
    }

    interface Call { Map<String, Object> call() throws Exception; }

    /** The answer of c when it ran within one millisecond, with that millisecond as `now`. */
    static Object timed(Call c) throws Exception {
        for (int attempt = 0; ; attempt++) {
            long t0 = System.currentTimeMillis();
            Map<String, Object> answer;
            try {
                answer = c.call();
            } catch (Throwable t) {
                answer = obj("error", err(t));
            }
            long t1 = System.currentTimeMillis();
            if (t0 == t1 || attempt == 100) {
                Map<String, Object> m = obj("now", t0);
                if (t0 != t1) m.put("unstable", true);
                m.putAll(answer);
                return m;
            }
        }
    }

    static Map<String, Object> parse(List<Object> a) {
        List<Object> views = new ArrayList<>();
        for (HttpCookie c : HttpCookie.parse(str(a, 0))) views.add(view(c));
        return obj("cookies", views);
    }

    static Map<String, Object> cookieOp(List<Object> a) {
        List<Object> steps = new ArrayList<>();
        HttpCookie c = new HttpCookie(str(a, 0), str(a, 1));
        for (Object s : (List<?>) a.get(2)) steps.add(step(c, (List<?>) s));
        return obj("steps", steps, "cookie", view(c));
    }

    /** A cookie spec [name, value, steps] made, its steps' answers dropped (a step that throws is skipped). */
    static HttpCookie made(Object spec) {
        if (spec == null) return null;
        List<?> l = (List<?>) spec;
        HttpCookie c = new HttpCookie((String) l.get(0), (String) l.get(1));
        for (Object s : (List<?>) l.get(2)) step(c, (List<?>) s);
        return c;
    }

    static Object step(HttpCookie c, List<?> s) {
        String m = (String) s.get(0);
        Object v = s.size() > 1 ? s.get(1) : null;
        try {
            switch (m) {
                case "setComment": c.setComment((String) v); break;
                case "setCommentURL": c.setCommentURL((String) v); break;
                case "setDiscard": c.setDiscard((Boolean) v); break;
                case "setDomain": c.setDomain((String) v); break;
                case "setMaxAge": c.setMaxAge(((Number) v).longValue()); break;
                case "setPath": c.setPath((String) v); break;
                case "setPortlist": c.setPortlist((String) v); break;
                case "setSecure": c.setSecure((Boolean) v); break;
                case "setHttpOnly": c.setHttpOnly((Boolean) v); break;
                case "setValue": c.setValue((String) v); break;
                case "setVersion": c.setVersion(((Number) v).intValue()); break;
                case "hasExpired": return obj("value", c.hasExpired());
                default: throw new IllegalStateException("unknown step " + m);
            }
            return obj("value", null);
        } catch (IllegalStateException e) {
            throw e;
        } catch (Throwable t) {
            return obj("error", err(t));
        }
    }

    static Map<String, Object> equalsOp(List<Object> a) {
        HttpCookie x = made(a.get(0)), y = made(a.get(1));
        return obj("equals", x.equals(y), "equalsReverse", y.equals(x), "hashA", x.hashCode(), "hashB", y.hashCode());
    }

    static CookiePolicy policy(String name) {
        if (name == null) return null;
        switch (name) {
            case "ACCEPT_ALL": return CookiePolicy.ACCEPT_ALL;
            case "ACCEPT_NONE": return CookiePolicy.ACCEPT_NONE;
            case "ACCEPT_ORIGINAL_SERVER": return CookiePolicy.ACCEPT_ORIGINAL_SERVER;
            default: throw new IllegalStateException("unknown policy " + name);
        }
    }

    static URI uri(Object s) throws URISyntaxException {
        return s == null ? null : new URI((String) s);
    }

    static Map<String, Object> policyOp(List<Object> a) throws Exception {
        return obj("value", policy(str(a, 0)).shouldAccept(uri(a.get(1)), made(a.get(2))));
    }

    // ---- scenarios ----

    static Object scenario(List<Object> a) throws Exception {
        List<?> steps = (List<?>) a.get(1);
        for (int attempt = 0; ; attempt++) {
            CookieManager manager = new CookieManager(null, policy(str(a, 0)));
            Map<Integer, HttpCookie> slots = new HashMap<>();
            List<Object> answers = new ArrayList<>();
            List<Object> times = new ArrayList<>();
            boolean stable = true;
            long start = System.currentTimeMillis();
            for (Object s : steps) {
                List<?> st = (List<?>) s;
                if ("tick".equals(st.get(0))) {
                    stable &= System.currentTimeMillis() == start;
                    times.add(start);
                    Thread.sleep(3);
                    start = System.currentTimeMillis();
                    answers.add(obj("value", null));
                    continue;
                }
                answers.add(scenarioStep(manager, slots, st));
            }
            stable &= System.currentTimeMillis() == start;
            times.add(start);
            if (stable || attempt == 100) {
                Map<String, Object> m = obj("times", times, "steps", answers);
                if (!stable) m.put("unstable", true);
                return m;
            }
        }
    }

    static Map<String, List<String>> headers(Object o) {
        if (o == null) return null;
        Map<String, List<String>> m = new LinkedHashMap<>();
        for (Object e : (List<?>) o) {
            List<?> kv = (List<?>) e;
            List<String> values = null;
            if (kv.get(1) != null) {
                values = new ArrayList<>();
                for (Object v : (List<?>) kv.get(1)) values.add((String) v);
            }
            m.put((String) kv.get(0), values);
        }
        return m;
    }

    static List<Object> views(List<HttpCookie> cookies) {
        List<Object> l = new ArrayList<>();
        for (HttpCookie c : cookies) l.add(view(c));
        return l;
    }

    /** The scenario's cookie k (a number, or null for null). */
    static HttpCookie slot(Map<Integer, HttpCookie> slots, Object k) {
        return k == null ? null : slots.get(((Number) k).intValue());
    }

    static Object scenarioStep(CookieManager manager, Map<Integer, HttpCookie> slots, List<?> st) {
        try {
            String op = (String) st.get(0);
            CookieStore store = manager.getCookieStore();
            switch (op) {
                case "put":
                    manager.put(uri(st.get(1)), headers(st.get(2)));
                    return obj("value", null);
                case "get": {
                    Map<String, List<String>> r = manager.get(uri(st.get(1)), headers(st.get(2)));
                    List<Object> entries = new ArrayList<>();
                    for (Map.Entry<String, List<String>> e : r.entrySet()) entries.add(List.of(e.getKey(), new ArrayList<>(e.getValue())));
                    return obj("value", entries);
                }
                case "policy":
                    manager.setCookiePolicy(policy((String) st.get(1)));
                    return obj("value", null);
                case "cookies": return obj("value", views(store.getCookies()));
                case "uris": {
                    List<Object> l = new ArrayList<>();
                    for (URI u : store.getURIs()) l.add(u.toString());
                    return obj("value", l);
                }
                case "storeGet": return obj("value", views(store.get(uri(st.get(1)))));
                case "removeAll": return obj("value", store.removeAll());
                case "add": {
                    HttpCookie c = st.get(2) == null ? null : HttpCookie.parse((String) st.get(2)).get(0);
                    store.add(uri(st.get(1)), c);
                    return obj("value", null);
                }
                case "remove": {
                    int i = ((Number) st.get(2)).intValue();
                    HttpCookie c = i < 0 ? null : store.getCookies().get(i);
                    return obj("value", store.remove(uri(st.get(1)), c));
                }
                case "make": {
                    List<?> spec = (List<?>) st.get(2);
                    HttpCookie c = new HttpCookie((String) spec.get(0), (String) spec.get(1));
                    slots.put(((Number) st.get(1)).intValue(), c);
                    return obj("value", setSteps(c, spec.get(2)));
                }
                case "set": return obj("value", setSteps(slot(slots, st.get(1)), st.get(2)));
                case "addMade":
                    store.add(uri(st.get(1)), slot(slots, st.get(2)));
                    return obj("value", null);
                case "removeMade": return obj("value", store.remove(uri(st.get(1)), slot(slots, st.get(2))));
                default: throw new IllegalStateException("unknown step " + op);
            }
        } catch (IllegalStateException e) {
            throw e;
        } catch (Throwable t) {
            return obj("error", err(t));
        }
    }

    /** Each setter step of a list on c, and their answers. */
    static List<Object> setSteps(HttpCookie c, Object steps) {
        List<Object> answers = new ArrayList<>();
        for (Object s : (List<?>) steps) answers.add(step(c, (List<?>) s));
        return answers;
    }

    static Map<String, Object> view(HttpCookie c) {
        return obj("name", safe(c::getName), "value", safe(c::getValue), "comment", safe(c::getComment),
                   "commentURL", safe(c::getCommentURL), "discard", safe(c::getDiscard), "domain", safe(c::getDomain),
                   "maxAge", safe(c::getMaxAge), "path", safe(c::getPath), "portlist", safe(c::getPortlist),
                   "secure", safe(c::getSecure), "httpOnly", safe(c::isHttpOnly), "version", safe(c::getVersion),
                   "expired", safe(c::hasExpired), "string", safe(c::toString), "hash", safe(c::hashCode));
    }

    public static void main(String[] argv) throws IOException {
        serve(OPS);
    }
}
