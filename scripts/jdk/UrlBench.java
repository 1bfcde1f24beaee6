import java.io.IOException;
import java.net.InetAddress;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * The JDK side of the java.net.URL workloads of `npm run bench`: java.net.URL on the same inputs as
 * JavaURL, with host names never looked up, as JavaURL. The JVM runs with scripts/jdk/build on its class
 * path, where scripts/parity/jdk.mjs (ensureUrlOracle) registers UrlOracle.NoLookups as the name resolver:
 * every lookup fails, so equals and hashCode compare and hash the host names (IP literals and localhost
 * by address), and no time goes to DNS. The program checks that the resolver is in effect first.
 *
 *   java -cp scripts/jdk/build UrlBench DIR ID...   (DIR/ID.tsv as for UriBench: the operation on the
 *                                                    first line, then one input per line, tab-separated)
 *
 * Operations: urlParse [spec]: new URL(spec); urlContext [context, spec]: new URL(context, spec), each
 * context made once before the timing (as a program holds its page's URL); urlEqualsHash [a, b]: equals
 * and both hashCodes of new URL(a) and new URL(b), both made in the timed pass (a URL keeps its hashCode,
 * so objects made once would hash once).
 *
 * As UriBench: about two seconds of JIT warm-up (-Dbench.warmupMillis=N to change it), then 15 timed passes
 * over all the inputs; prints one line per workload: "ID<TAB>nanoseconds per input (median pass)".
 */
@SuppressWarnings("deprecation") // the URL constructors: deprecated since JDK 20, behaviour unchanged
public final class UrlBench {
  private static volatile long sink;

  /** One pass over all the inputs of a workload. */
  private interface Pass {
    long run();
  }

  public static void main(String[] args) throws IOException {
    requireNoLookups();
    Path dir = Path.of(args[0]);
    for (int i = 1; i < args.length; i++) {
      List<String> lines = Files.readAllLines(dir.resolve(args[i] + ".tsv"), StandardCharsets.UTF_8);
      String op = lines.get(0);
      String[][] inputs = new String[lines.size() - 1][];
      for (int k = 1; k < lines.size(); k++) inputs[k - 1] = lines.get(k).split("\t", -1);
      System.out.println(args[i] + "\t" + measure(pass(op, inputs), inputs.length));
    }
  }

  /** Exits unless names fail to resolve (UrlOracle.NoLookups): URL.equals and hashCode would look them up. */
  private static void requireNoLookups() {
    try {
      InetAddress.getByName("example.com");
    } catch (UnknownHostException e) {
      if (String.valueOf(e.getMessage()).contains("UrlOracle.NoLookups")) return;
    }
    System.err.println("UrlBench: UrlOracle.NoLookups is not the name resolver (is scripts/jdk/build on the class"
        + " path, with its META-INF/services file written by ensureUrlOracle?)");
    System.exit(2);
  }

  private static double measure(Pass pass, int n) {
    long warmEnd = System.nanoTime() + Long.getLong("bench.warmupMillis", 2000L) * 1_000_000L;
    while (System.nanoTime() < warmEnd) sink += pass.run();
    double[] samples = new double[15];
    for (int s = 0; s < samples.length; s++) {
      long start = System.nanoTime();
      sink += pass.run();
      samples[s] = (System.nanoTime() - start) / (double) n;
    }
    Arrays.sort(samples);
    return samples[samples.length / 2];
  }

  private static long len(String s) {
    return s == null ? 0 : s.length();
  }

  /** The pass of `op`; an input that throws counts 1 (the inputs are ones the JDK accepts: none should). */
  private static Pass pass(String op, String[][] inputs) {
    switch (op) {
      case "urlParse":
        return () -> {
          long acc = 0;
          for (String[] in : inputs) {
            try {
              acc += len(new URL(in[0]).getPath());
            } catch (MalformedURLException e) {
              acc++;
            }
          }
          return acc;
        };
      case "urlContext": {
        URL[] contexts = new URL[inputs.length];
        for (int k = 0; k < inputs.length; k++) {
          try {
            contexts[k] = new URL(inputs[k][0]);
          } catch (MalformedURLException e) {
            contexts[k] = null;
          }
        }
        return () -> {
          long acc = 0;
          for (int k = 0; k < inputs.length; k++) {
            try {
              acc += len(new URL(contexts[k], inputs[k][1]).getPath());
            } catch (MalformedURLException e) {
              acc++;
            }
          }
          return acc;
        };
      }
      case "urlEqualsHash":
        return () -> {
          long acc = 0;
          for (String[] in : inputs) {
            try {
              URL x = new URL(in[0]);
              URL y = new URL(in[1]);
              acc += (x.equals(y) ? 1 : 0) + (x.hashCode() == y.hashCode() ? 2 : 0);
            } catch (MalformedURLException e) {
              acc++;
            }
          }
          return acc;
        };
      default:
        throw new IllegalArgumentException("unknown operation " + op);
    }
  }
}
